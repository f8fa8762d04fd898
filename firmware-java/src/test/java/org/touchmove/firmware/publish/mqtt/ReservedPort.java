package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;

/**
 * A port on 127.0.0.1 held by a bound, never connected socket, for a test that names a broker address before the
 * broker exists (a dead first entry of a list, a broker that starts late). While held, nobody can listen on it (the
 * socket does not share its address: no {@code SO_REUSEADDR}) and the kernel does not give it out as a connection's
 * own port, so a connection to it is refused at once, as to a broker that is down.
 *
 * <p>Why not {@code new ServerSocket(0)} closed at once: the port is then free for anyone during the seconds the
 * test waits, and on a machine running other suites another broker took it, so a "dead" or "late" broker answered
 * early (FirstConnectionCommandsTest failed so under load, issue 23). {@link #release()} frees it only for the
 * instant before the test's own broker binds it.
 */
public final class ReservedPort implements AutoCloseable {

    private final Socket holder;
    private final int port;

    private ReservedPort(Socket holder) {
        this.holder = holder;
        this.port = holder.getLocalPort();
    }

    /** Takes a free port from the kernel and holds it. */
    public static ReservedPort take() {
        return bind(0, false);
    }

    /**
     * Holds {@code port}, which the test's own broker has just left to be started there again (stopped or killed):
     * meanwhile the kernel gives it to no other program's {@code bind(0)} or connection, and a connection to it is
     * refused. Bound with {@code SO_REUSEADDR}, as the broker's closed connections leave the port in TIME_WAIT; so a
     * listener that names this very port with {@code SO_REUSEADDR} could still bind it, but no program is told it.
     */
    public static ReservedPort hold(int port) {
        return bind(port, true);
    }

    private static ReservedPort bind(int port, boolean reuse) {
        Socket s = new Socket();
        try {
            s.setReuseAddress(reuse);
            s.bind(new InetSocketAddress(InetAddress.getByName(MosquittoProcess.HOST), port));
            return new ReservedPort(s);
        } catch (IOException e) {
            try {
                s.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            throw new UncheckedIOException("cannot reserve port " + port + " on " + MosquittoProcess.HOST, e);
        }
    }

    public int port() {
        return port;
    }

    /** {@code tcp://127.0.0.1:PORT}, as a broker list names it. */
    public URI uri() {
        return URI.create("tcp://" + MosquittoProcess.HOST + ":" + port);
    }

    /** Frees the port for whoever binds it next (the test's own broker, at once) and returns it. */
    public int release() {
        close();
        return port;
    }

    @Override
    public void close() {
        try {
            holder.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot free port " + port, e);
        }
    }
}
