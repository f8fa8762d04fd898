package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code scripts/broker-rights} generated into a directory, run by the test itself: the passwords it chose and a
 * Mosquitto on a free port with the generated password file, ACL and the settings of its loopback listener (the
 * listener's own address is the test's).
 */
public final class GeneratedRights {

    public static final Path SCRIPT = Path.of("..", "scripts", "broker-rights");

    private final Path out;
    private final Map<String, String> passwords = new HashMap<>();

    private GeneratedRights(Path out) throws IOException {
        this.out = out;
        for (String line : Files.readAllLines(out.resolve("passwords.txt"))) {
            String[] f = line.split(" ", 2);
            passwords.put(f[0], f[1]);
        }
    }

    /** Runs the script with {@code args} (besides {@code --out}); fails with its output when it exits non-zero. */
    public static GeneratedRights generate(Path out, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--out", out.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new AssertionError("broker-rights failed: " + output);
        }
        return new GeneratedRights(out);
    }

    public Path dir() {
        return out;
    }

    public String password(String user) {
        String pw = passwords.get(user);
        if (pw == null) {
            throw new AssertionError("no password generated for " + user);
        }
        return pw;
    }

    /**
     * The broker settings to run with: the generated global lines (persistence aside: the test's broker keeps it in
     * its own directory) and the lines of the generated loopback listener, which the test's listener takes over.
     */
    public List<String> brokerSettings() throws IOException {
        List<String> settings = new ArrayList<>(block(l -> !l.startsWith("listener ")));
        settings.addAll(block(l -> l.startsWith("listener ") && l.endsWith(" 127.0.0.1")));
        return settings;
    }

    /**
     * The generated listener for client certificates (the one with {@code require_certificate true}), moved to
     * {@code port} on 127.0.0.1: to go after {@link #brokerSettings()}.
     */
    public List<String> certificateListener(int port) throws IOException {
        List<String> settings = new ArrayList<>(List.of("listener " + port + " 127.0.0.1"));
        settings.addAll(blocks().entrySet().stream().filter(e -> e.getKey().startsWith("listener ")
                && e.getValue().contains("require_certificate true")).map(Map.Entry::getValue).findFirst()
                .orElseThrow(() -> new AssertionError("no listener with require_certificate in mosquitto.conf")));
        return settings;
    }

    /** The lines of the one block (the global one is keyed by "") whose first line matches; fails if none. */
    private List<String> block(java.util.function.Predicate<String> first) throws IOException {
        return blocks().entrySet().stream().filter(e -> first.test(e.getKey())).map(Map.Entry::getValue).findFirst()
                .orElseThrow(() -> new AssertionError("no such listener in the generated mosquitto.conf"));
    }

    /** mosquitto.conf by block: the global lines under "", then each listener's lines under its listener line. */
    private Map<String, List<String>> blocks() throws IOException {
        Map<String, List<String>> blocks = new java.util.LinkedHashMap<>();
        List<String> block = new ArrayList<>();
        blocks.put("", block);
        for (String line : Files.readAllLines(out.resolve("mosquitto.conf"))) {
            if (line.isBlank() || line.startsWith("#") || line.startsWith("persistence")) {
                continue;
            }
            if (line.startsWith("listener ")) {
                block = new ArrayList<>();
                blocks.put(line, block);
            } else {
                block.add(line);
            }
        }
        return blocks;
    }

    /**
     * A Mosquitto on a free loopback port with {@link #brokerSettings()} (for tests outside this package, which cannot
     * use the package's own launcher); SIGKILL it with {@link MosquittoProcess#kill()} when done.
     */
    public MosquittoProcess startBroker(Path dir) throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>(brokerSettings());
        // Started as root, Mosquitto drops to user "mosquitto", which cannot read the test's files.
        lines.add("user " + System.getProperty("user.name"));
        lines.add("log_dest stderr");
        lines.add("log_type error");
        lines.add("log_type warning");
        return MosquittoProcess.start(Path.of(Mosquitto.binary("mosquitto")), dir, lines);
    }

    /** Adds a test account that reads every topic and writes only under {@code sentinel/}: the tests' witness. */
    public void addObserver(String user, String password) throws IOException, InterruptedException {
        Mosquitto.passwd(out.resolve("passwd"), user, password);
        Files.writeString(out.resolve("touchmove.acl"), "\nuser " + user + "\ntopic read #\ntopic write sentinel/#\n",
                java.nio.file.StandardOpenOption.APPEND);
        passwords.put(user, password);
    }
}
