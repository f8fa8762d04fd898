package org.touchmove.firmware.hub;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;

/**
 * HAProxy (Debian's {@code haproxy}, scripts/install-test-deps) run from the reference file
 * config/haproxy/touchmove-hubs.cfg, changed only where a test must: it listens on a free loopback port, and each
 * {@code server hubN ADDRESS} line points at the N-th given hub port on 127.0.0.1, and {@code maxconn} is 1,000 (the
 * reference's 20,000 needs more file descriptors than a test may open). Everything else (the routing of
 * arbiter requests, round robin, health checks) is the reference's.
 */
final class HaproxyProcess implements AutoCloseable {

    static final Path REFERENCE = Path.of("..", "config", "haproxy", "touchmove-hubs.cfg");
    private static final Pattern SERVER = Pattern.compile("^(\\s*server hub(\\d+) )\\S+(.*)$");
    private static final int START_ATTEMPTS = 3;
    /** HAProxy's alert when it cannot bind its frontend ("cannot bind socket (Address already in use)"). */
    private static final String PORT_TAKEN = "Address already in use";
    private static final long LISTEN_WAIT_NANOS = TimeUnit.SECONDS.toNanos(60); // a loaded machine

    private final Process process;
    private final int port;

    private HaproxyProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static HaproxyProcess start(Path dir, List<Integer> hubPorts) throws IOException, InterruptedException {
        Path binary = MosquittoProcess.find("haproxy").orElseThrow(() -> new IllegalStateException(
                "haproxy not found: run scripts/install-test-deps (apt package haproxy)"));
        // The port is found free, then bound by HAProxy: another program may take it in between; a fresh one then.
        for (int attempt = 1; ; attempt++) {
            try {
                return start(binary, dir, hubPorts, MosquittoProcess.freePort());
            } catch (IOException e) {
                if (attempt == START_ATTEMPTS || !String.valueOf(e.getMessage()).contains(PORT_TAKEN)) {
                    throw e;
                }
            }
        }
    }

    private static HaproxyProcess start(Path binary, Path dir, List<Integer> hubPorts, int port)
            throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(REFERENCE)) {
            Matcher m = SERVER.matcher(line);
            if (m.matches()) {
                line = m.group(1) + "127.0.0.1:" + hubPorts.get(Integer.parseInt(m.group(2)) - 1) + m.group(3);
            } else if (line.strip().equals("bind :80")) {
                line = line.replace(":80", "127.0.0.1:" + port);
            } else if (line.strip().startsWith("maxconn ")) {
                line = "    maxconn 1000"; // 20,000 needs 40,000 file descriptors: more than a test's limit
            }
            lines.add(line);
            if (line.strip().startsWith("option httpchk")) {
                // A loaded test machine answers a health check late, not never: without this the answer must come
                // within the 1 s 'inter', and three late ones took a live hub out of the round robin (issue 23). A
                // closed hub still refuses the check's connection at once, so the failover takes the same 3 s.
                lines.add("    timeout check 10s");
            }
        }
        Path conf = dir.resolve("haproxy.cfg");
        Files.write(conf, lines);
        Path log = dir.resolve("haproxy.log");
        // -db: in the foreground, as the test's child.
        Process p = new ProcessBuilder(binary.toString(), "-db", "-f", conf.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long end = System.nanoTime() + LISTEN_WAIT_NANOS;
        while (true) {
            if (!p.isAlive()) {
                throw new IOException("haproxy exited (" + p.exitValue() + "): " + Files.readString(log));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                // A test JVM that exits without close() (a run cut short) leaves no balancer behind.
                Runtime.getRuntime().addShutdownHook(new Thread(p::destroy, "stop-haproxy-" + port));
                return new HaproxyProcess(p, port);
            } catch (IOException e) {
                if (System.nanoTime() > end) {
                    p.destroyForcibly();
                    throw new IOException("haproxy does not listen on " + port + ": " + Files.readString(log));
                }
                Thread.sleep(50); // not listening yet: the next try tells
            }
        }
    }

    int port() {
        return port;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
