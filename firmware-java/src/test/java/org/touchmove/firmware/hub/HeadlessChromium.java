package org.touchmove.firmware.hub;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Debian's headless Chromium under Selenium, its console kept (to read Content-Security-Policy refusals). */
final class HeadlessChromium {

    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    private HeadlessChromium() {
    }

    static WebDriver start(Path dir, String name) throws IOException {
        SELENIUM_LOG.setLevel(Level.SEVERE);
        for (String f : List.of("/usr/bin/chromium", "/usr/bin/chromedriver")) {
            if (!Files.isExecutable(Path.of(f))) {
                fail(f + " not found: run scripts/install-test-deps (apt packages chromium, chromium-driver)");
            }
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary("/usr/bin/chromium");
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,1100",
                "--user-data-dir=" + Files.createDirectories(dir.resolve("chromium-" + name)));
        o.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        return new ChromeDriver(service, o);
    }

    /** The console lines since the last call. */
    static List<String> console(WebDriver d) {
        return d.manage().logs().get(LogType.BROWSER).getAll().stream().map(LogEntry::getMessage).toList();
    }

    /** Generous: a page, a hub and a broker on a loaded 2-core machine may take many seconds (issue 23). */
    static WebDriverWait await(WebDriver d) {
        WebDriverWait w = new WebDriverWait(d, Duration.ofSeconds(60));
        w.ignoring(StaleElementReferenceException.class);
        return w;
    }
}
