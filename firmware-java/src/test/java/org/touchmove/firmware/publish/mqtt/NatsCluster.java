package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A 3-node NATS cluster with MQTT on JetStream (the Debian {@code nats-server}), every port ephemeral, for tests: the
 * blocks of config/nats/node-*.conf (cluster, jetstream, mqtt with replicated streams) with 127.0.0.1 and free ports.
 * {@link #kill(int)} kills one node at once (SIGKILL), as a machine that dies.
 */
public final class NatsCluster implements AutoCloseable {

    private static final long LISTEN_WAIT_NANOS = TimeUnit.SECONDS.toNanos(60); // three processes on a loaded machine

    private record Node(int client, int route, int mqtt) {
    }

    private final Path dir;
    private final List<Node> nodes = new ArrayList<>();
    private final List<Process> processes = new ArrayList<>();
    /** CPU seconds of the nodes killed, read just before the kill (a dead process has none to read). */
    private double killedCpuSeconds;

    private NatsCluster(Path dir) {
        this.dir = dir;
    }

    public static Optional<Path> binary() {
        return MosquittoProcess.find("nats-server");
    }

    /** Starts three nodes in {@code dir} and returns once each listens for MQTT. */
    public static NatsCluster start(Path dir) throws IOException, InterruptedException {
        Path bin = binary().orElseThrow(() -> new IOException("nats-server is not installed"));
        NatsCluster c = new NatsCluster(dir);
        // Nine distinct ports, held until the nodes start (ReservedPort): ports merely found free one by one may repeat
        // or be taken by another program's listener, which awaitListening would then take for the node.
        List<ReservedPort> held = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            held.add(ReservedPort.take());
        }
        for (int i = 0; i < 3; i++) {
            c.nodes.add(new Node(held.get(3 * i).port(), held.get(3 * i + 1).port(), held.get(3 * i + 2).port()));
        }
        held.forEach(ReservedPort::release);
        for (int i = 0; i < 3; i++) {
            Path conf = dir.resolve("node-" + i + ".conf");
            Files.writeString(conf, c.config(i));
            c.processes.add(new ProcessBuilder(bin.toString(), "-c", conf.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("node-" + i + ".log").toFile()).start());
        }
        for (int i = 0; i < 3; i++) {
            c.awaitListening(i);
        }
        return c;
    }

    private String config(int i) {
        Node n = nodes.get(i);
        String routes = nodes.stream().filter(o -> o != n).map(o -> "nats-route://127.0.0.1:" + o.route())
                .collect(Collectors.joining(", "));
        return "server_name: node-" + i + "\n"
                + "listen: 127.0.0.1:" + n.client() + "\n"
                + "jetstream { store_dir: \"" + dir.resolve("js-" + i) + "\" }\n"
                + "cluster { name: touchmove, listen: 127.0.0.1:" + n.route() + ", routes: [" + routes + "] }\n"
                + "mqtt { listen: 127.0.0.1:" + n.mqtt() + ", stream_replicas: 3, max_ack_pending: 1000,"
                + " consumer_replicas: 3, consumer_memory_storage: true }\n";
    }

    private void awaitListening(int i) throws IOException, InterruptedException {
        long end = System.nanoTime() + LISTEN_WAIT_NANOS;
        while (true) {
            if (!processes.get(i).isAlive()) {
                throw new IOException("nats node " + i + " exited: " + Files.readString(dir.resolve("node-" + i
                        + ".log")));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), nodes.get(i).mqtt())) {
                return;
            } catch (IOException e) {
                if (System.nanoTime() > end) {
                    throw new IOException("nats node " + i + " does not listen for MQTT on " + mqtt(i));
                }
                Thread.sleep(50);
            }
        }
    }

    /** Node {@code i}'s MQTT listener. */
    public URI mqtt(int i) {
        return URI.create("tcp://127.0.0.1:" + nodes.get(i).mqtt());
    }

    /** Kills node {@code i} at once (SIGKILL): no will is published by it, its connections just end. */
    public void kill(int i) throws InterruptedException {
        Process p = processes.get(i);
        synchronized (this) {
            killedCpuSeconds += MosquittoProcess.cpuSeconds(p);
        }
        p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }

    /** The CPU time all three nodes have used so far, in seconds (a killed node's up to its kill). */
    public synchronized double cpuSeconds() {
        double sum = killedCpuSeconds;
        for (Process p : processes) {
            if (p.isAlive()) {
                sum += MosquittoProcess.cpuSeconds(p);
            }
        }
        return sum;
    }

    /**
     * What each node logged at warning or error level (and every slow consumer, logged at INF), for a bench's output: per node the count of each kind of line
     * (the text after the level, with numbers, addresses and ids replaced by {@code #}), most frequent first, at most
     * {@code 8} kinds; a node that said nothing of the kind says so.
     */
    public List<String> logSummary() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < processes.size(); i++) {
            Path log = dir.resolve("node-" + i + ".log");
            java.util.Map<String, Long> kinds;
            try (java.util.stream.Stream<String> lines = Files.lines(log)) {
                kinds = lines.filter(l -> l.contains("[WRN]") || l.contains("[ERR]") || l.contains("Slow Consumer"))
                        .map(l -> l.substring(l.indexOf('[', l.indexOf("] ") + 1)))
                        .map(l -> l.replaceAll("[0-9a-zA-Z]{22}", "#").replaceAll("[0-9]+", "#"))
                        .collect(Collectors.groupingBy(k -> k.length() > 160 ? k.substring(0, 160) : k,
                                Collectors.counting()));
            } catch (IOException | java.io.UncheckedIOException e) {
                out.add("nats node " + (i + 1) + ": log not readable: " + e.getMessage());
                continue;
            }
            long total = kinds.values().stream().mapToLong(Long::longValue).sum();
            out.add("nats node " + (i + 1) + ": " + total + " warning/error/slow-consumer lines" + (total == 0 ? "" : ":"));
            kinds.entrySet().stream().sorted(java.util.Map.Entry.<String, Long>comparingByValue().reversed()).limit(8)
                    .forEach(e -> out.add("  " + e.getValue() + " x " + e.getKey()));
        }
        return out;
    }

    @Override
    public void close() throws InterruptedException {
        for (Process p : processes) {
            p.destroy();
        }
        for (Process p : processes) {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }
}
