package org.touchmove.firmware.simulation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The hub of the tournament bench: {@code touchmove hub} as a child JVM (its CPU and memory its own, apart from the
 * boards'), consuming every board from the broker; afterwards its {@code /room.json} says how far it got per board.
 */
final class TournamentHub implements AutoCloseable {

    private final Process process;
    private final URI base;

    private TournamentHub(Process process, URI base) {
        this.process = process;
        this.base = base;
    }

    /**
     * Starts the hub on {@code brokers} (in failover order; its log in {@code logFile}) for {@code boards} boards
     * ({@code hub.maxBoards}, at least the hub's default 1,000, in a configuration file beside the log; heap 256 MiB,
     * 512 MiB above 1,000 boards) and waits until it serves HTTP.
     */
    static TournamentHub start(List<URI> brokers, int boards, Path logFile) throws IOException {
        Path config = logFile.resolveSibling("hub.properties");
        // A fresh NATS cluster creates its MQTT streams for seconds: the hub waits for its first connection.
        Files.writeString(config, "hub.maxBoards = " + Math.max(1000, boards) + "\n"
                + "hub.mqtt.firstConnectSeconds = 120\n");
        String uris = brokers.stream().map(URI::toString).collect(Collectors.joining(","));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                boards > 1000 ? "-Xmx512m" : "-Xmx256m", "-DTOUCHMOVE_LOG_LEVEL=WARN", "-cp", System.getProperty("java.class.path"),
                "org.touchmove.firmware.cli.Main", "hub", "--config", config.toString(), "--mqtt", uris,
                "--http", "0")
                .redirectError(logFile.toFile()).start();
        String first = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))
                .readLine();
        if (first == null || !first.startsWith("http ")) {
            p.destroyForcibly();
            throw new IOException("the hub did not start: " + Files.readString(logFile));
        }
        // The hub must not outlive the bench, also when the bench is stopped (Ctrl-C).
        Runtime.getRuntime().addShutdownHook(new Thread(p::destroy, "stop-hub"));
        return new TournamentHub(p, URI.create(first.substring(5)));
    }

    /** Each board's last seq as the hub's room shows it. */
    Map<String, Long> lastSeqs() throws IOException, InterruptedException {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(base.resolve("room.json"))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("hub /room.json answered " + r.statusCode());
        }
        JsonNode room = new ObjectMapper().readTree(r.body());
        JsonNode boards = room.isArray() ? room : room.path("boards");
        Map<String, Long> seqs = new HashMap<>();
        for (JsonNode b : boards) {
            seqs.put(b.path("boardId").asText(), b.path("seq").asLong());
        }
        return seqs;
    }

    /** The hub's CPU time so far, in seconds (0 where the system does not say). */
    double cpuSeconds() {
        return process.info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
    }

    /** The hub's resident memory in MiB, from /proc (0 where there is none). */
    double residentMiB() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(process.pid()), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
