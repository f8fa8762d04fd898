package org.touchmove.firmware.publish.mqtt;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Mosquitto process of our own on a free loopback port, from a configuration written into its directory
 * ({@code mosquitto.conf}, its output in {@code mosquitto.log}): the one launcher behind the tournament bench's broker
 * ({@code simulation.PrivateMosquitto}) and the tests' brokers. The caller gives the settings; this class adds the
 * {@code listener} line, so nobody assumes a fixed port.
 */
public final class MosquittoProcess implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(MosquittoProcess.class);
    /** The listener's address: Mosquitto is told 127.0.0.1, not "the loopback" (which may be ::1). */
    static final String HOST = "127.0.0.1";
    /** Debian installs Mosquitto into /usr/sbin, often not on a user's PATH: looked at after PATH. */
    private static final List<String> USUAL_DIRS =
            List.of("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin");
    /**
     * Generous: a process started on a loaded 2-core machine may take many seconds to listen, and to save its
     * sessions and exit (a SIGKILL after a slow SIGTERM would lose what a test restarts the broker to keep; issue 23).
     */
    private static final long LISTEN_WAIT_NANOS = TimeUnit.SECONDS.toNanos(60);
    private static final int STOP_WAIT_SECONDS = 30;
    /** Tries with a fresh port: between our probe and Mosquitto's bind another program may take the port. */
    private static final int START_ATTEMPTS = 3;
    private static final String PORT_TAKEN = "Address already in use";

    private final Path binary;
    private final Path conf;
    private final Path logFile;
    private final int port;
    /** The ports of the caller's own listeners ({@link #start(Path, Path, int, Function)}). */
    private final int[] extraPorts;
    private volatile Process process;
    /** The port, held while the broker is stopped until {@link #launch()} starts it there again (issue 23). */
    private ReservedPort heldWhileDown;

    private MosquittoProcess(Path binary, Path dir, int port, int[] extraPorts) {
        this.binary = binary;
        this.extraPorts = extraPorts;
        this.conf = dir.resolve("mosquitto.conf");
        this.logFile = dir.resolve("mosquitto.log");
        this.port = port;
    }

    /** {@code program} (mosquitto, mosquitto_passwd) on the PATH or, failing that, in the usual directories. */
    public static Optional<Path> find(String program) {
        String path = System.getenv().getOrDefault("PATH", "");
        List<String> dirs = new ArrayList<>(List.of(path.split(File.pathSeparator)));
        dirs.addAll(USUAL_DIRS);
        return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, program)).filter(Files::isExecutable)
                .findFirst();
    }

    /** A port free on 127.0.0.1 now; whoever binds it later may find it taken (see {@link #START_ATTEMPTS}). */
    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return s.getLocalPort();
        }
    }

    /**
     * Starts {@code binary} with {@code listener PORT 127.0.0.1} on a free port followed by {@code settings}, and
     * returns once the port accepts connections.
     *
     * @throws IOException Mosquitto exited (the message holds its log) or did not listen within 60 s
     */
    public static MosquittoProcess start(Path binary, Path dir, List<String> settings)
            throws IOException, InterruptedException {
        return start(binary, dir, 0, ports -> settings);
    }

    /**
     * As {@link #start(Path, Path, List)}, with {@code extraPorts} more free ports picked for listeners of the
     * caller's own ({@code settings} gets them, e.g. a TLS listener's {@code listener PORT 127.0.0.1}; read back with
     * {@link #extraPort}). Every port is picked afresh at each attempt: a port found free and taken by another program
     * before Mosquitto binds it (any of them: Mosquitto exits with "Address already in use") costs an attempt, not the
     * test.
     */
    public static MosquittoProcess start(Path binary, Path dir, int extraPorts, Function<int[], List<String>> settings)
            throws IOException, InterruptedException {
        for (int attempt = 1; ; attempt++) {
            int[] extra = new int[extraPorts];
            for (int i = 0; i < extraPorts; i++) {
                extra[i] = freePort();
            }
            MosquittoProcess m = new MosquittoProcess(binary, dir, freePort(), extra);
            List<String> lines = new ArrayList<>();
            lines.add("listener " + m.port + " " + HOST);
            lines.addAll(settings.apply(extra.clone()));
            Files.write(m.conf, lines);
            try {
                m.launch();
            } catch (IOException e) {
                if (attempt == START_ATTEMPTS || !m.portTaken()) {
                    throw e;
                }
                log.warn("a port of {} was taken before Mosquitto bound it ({}); trying others", m.ports(),
                        e.getMessage());
                continue;
            }
            // A JVM that exits without close() (Ctrl-C on a bench, a test run cut short) leaves no broker behind.
            Runtime.getRuntime().addShutdownHook(new Thread(m::destroyOnExit, "stop-mosquitto-" + m.port));
            return m;
        }
    }

    /** Starts the process (again, after {@link #stop()} or {@link #kill()}) on the same port and configuration. */
    public synchronized void launch() throws IOException, InterruptedException {
        freeHeldPort();
        Process p;
        try {
            p = new ProcessBuilder(binary.toString(), "-c", conf.toString())
                    .redirectErrorStream(true).redirectOutput(logFile.toFile()).start();
        } catch (IOException e) {
            throw new IOException("cannot start " + binary + ": " + e.getMessage(), e);
        }
        process = p;
        long end = System.nanoTime() + LISTEN_WAIT_NANOS;
        while (System.nanoTime() < end) {
            if (!p.isAlive()) {
                throw new IOException("mosquitto exited (" + p.exitValue() + "): " + Files.readString(logFile));
            }
            if (answersConnect()) {
                log.debug("mosquitto listening on {}:{} ({}, log {})", HOST, port, conf, logFile);
                return;
            }
            Thread.sleep(20); // not listening yet: the next try tells
        }
        p.destroyForcibly();
        throw new IOException("mosquitto did not listen on port " + port + " within "
                + TimeUnit.NANOSECONDS.toSeconds(LISTEN_WAIT_NANOS) + " s: " + Files.readString(logFile));
    }

    /**
     * Whether Mosquitto answers an MQTT CONNECT on its port with a CONNACK (any return code: a broker that refuses
     * anonymous clients answers too). Mosquitto reads packets only once every listener is open, so this is "ready";
     * a port that merely accepts a connection is not (the first listener accepts while a later one fails to bind and
     * Mosquitto exits, and a port another program took accepts too).
     */
    private boolean answersConnect() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(HOST, port), 200);
            s.setSoTimeout(2000);
            byte[] id = ("touchmove-ready-" + port).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            java.io.ByteArrayOutputStream connect = new java.io.ByteArrayOutputStream();
            connect.write(0x10); // CONNECT
            connect.write(12 + id.length); // remaining length (< 128)
            connect.writeBytes(new byte[] {0, 4, 'M', 'Q', 'T', 'T', 4, 0x02, 0, 10, 0, (byte) id.length});
            connect.writeBytes(id);
            s.getOutputStream().write(connect.toByteArray());
            int first = s.getInputStream().read();
            if (first != 0x20) {
                return false; // closed, or not Mosquitto's answer
            }
            s.getOutputStream().write(new byte[] {(byte) 0xE0, 0}); // DISCONNECT: a clean end in its log
            return true;
        } catch (IOException e) {
            return false; // not listening, or closed without answering
        }
    }

    public URI uri() {
        return URI.create("tcp://" + HOST + ":" + port);
    }

    public int port() {
        return port;
    }

    /** The {@code i}th port picked for the caller's own listeners. */
    public int extraPort(int i) {
        return extraPorts[i];
    }

    private String ports() {
        return port + (extraPorts.length == 0 ? "" : " " + java.util.Arrays.toString(extraPorts));
    }

    /** The CPU time Mosquitto has used so far, in seconds (0 when it is not running or the system does not say). */
    public double cpuSeconds() {
        Process p = process;
        return p == null ? 0 : cpuSeconds(p);
    }

    /** A child process's CPU time so far, in seconds (0 where the system does not say). */
    public static double cpuSeconds(Process p) {
        return p.info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
    }

    /** What Mosquitto wrote to stdout and stderr. */
    public Path logFile() {
        return logFile;
    }

    /**
     * SIGTERM: Mosquitto saves its persistent sessions and exits; SIGKILL if it has not within 30 s. The port stays
     * held for {@link #launch()}: a port left free while a test's broker is down, for seconds, was anyone's to take.
     */
    public synchronized void stop() throws InterruptedException {
        terminate();
        holdPortWhileDown();
    }

    /** SIGKILL: what Mosquitto has not saved is gone. The port stays held for {@link #launch()}, as after stop(). */
    public synchronized void kill() throws InterruptedException {
        forceKill();
        holdPortWhileDown();
    }

    /** Stops it for good (SIGTERM, then SIGKILL): the port is no longer held. */
    @Override
    public synchronized void close() throws InterruptedException {
        terminate();
        freeHeldPort();
    }

    private void terminate() throws InterruptedException {
        if (!signal(Process::destroy)) {
            log.warn("mosquitto on port {} did not exit within {} s of SIGTERM; killing it", port, STOP_WAIT_SECONDS);
            forceKill();
        }
    }

    private void forceKill() throws InterruptedException {
        if (!signal(Process::destroyForcibly)) {
            log.warn("mosquitto on port {} still runs {} s after SIGKILL", port, STOP_WAIT_SECONDS);
        }
    }

    private void holdPortWhileDown() {
        if (heldWhileDown != null) {
            return;
        }
        try {
            heldWhileDown = ReservedPort.hold(port);
        } catch (java.io.UncheckedIOException e) {
            // Not held (another program took it already): launch() will say so if it cannot listen there.
            log.warn("could not hold port {} while mosquitto is down: {}", port, e.getMessage());
        }
    }

    private void freeHeldPort() {
        if (heldWhileDown != null) {
            heldWhileDown.release();
            heldWhileDown = null;
        }
    }

    /** Sends the signal to the process, if one was started; whether it has exited within 30 s. */
    private boolean signal(Consumer<Process> send) throws InterruptedException {
        Process p = process;
        if (p == null) {
            return true;
        }
        send.accept(p);
        return p.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private boolean portTaken() throws IOException {
        return Files.exists(logFile) && Files.readString(logFile).contains(PORT_TAKEN);
    }

    private void destroyOnExit() {
        Process p = process;
        if (p != null) {
            p.destroy();
        }
    }
}
