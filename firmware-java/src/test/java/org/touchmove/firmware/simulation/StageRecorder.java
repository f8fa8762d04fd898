package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.util.Arrays;
import javax.net.SocketFactory;
import org.touchmove.firmware.journal.PathStamps;

/**
 * The latency bench's stage-by-stage view of each move (docs/performance.md, "Stage by stage"): the product's
 * {@link PathStamps} (encoding, write, fsync, the hand-over to Paho) and the bytes on the wire (a socket factory for
 * the board's connection stamps each event's PUBLISH as Paho's sender writes it, one for the bench's subscriber stamps
 * each as Paho's receiver reads it), kept by seq in preallocated rings: no allocation on the measured path.
 *
 * <p>Writers are the board's thread, the publisher's, and Paho's sender and receiver; the bench reads a move's stamps
 * after the move arrived (plain fields: the arrival's hand-over through the subscriber orders them).
 */
final class StageRecorder implements PathStamps.Recorder {

    /** Ring size: more events than one game makes (the bench reads a game's stamps after the game). */
    private static final int RING = 1 << 15;
    private static final int MASK = RING - 1;

    /** The stages, in path order; {@link #split} returns their durations in this order. */
    static final String[] STAGES = {"controller", "encoding", "journal_write", "fsync", "handoff", "paho_send",
        "broker", "subscriber"};

    /**
     * The commit's own parts after the fsync (issue 31): up to the bench's sink seeing the move, which is where
     * {@code latency_commit} ends; {@link Split#commitMillis} in this order. With controller, encoding, journal_write
     * and fsync they add up to the commit.
     */
    static final String[] AFTER_FSYNC = {"commit_listeners", "view_fold", "observers"};

    private final long[] encodedSeq = new long[RING];
    private final long[] encodeStart = new long[RING];
    private final long[] encodeEnd = new long[RING];
    private final long[] commitSeq = new long[RING];
    private final long[] groupFirst = new long[RING];
    private final long[] groupLast = new long[RING];
    private final long[] commitStart = new long[RING];
    private final long[] written = new long[RING];
    private final long[] forced = new long[RING];
    private final long[] commitThread = new long[RING];
    private final long[] toldSeq = new long[RING];
    private final long[] told = new long[RING];
    private final long[] foldedSeq = new long[RING];
    private final long[] folded = new long[RING];
    private final long[] sentSeq = new long[RING];
    private final long[] sendStart = new long[RING];
    private final long[] sendEnd = new long[RING];
    private final long[] sendThread = new long[RING];
    private final WireStamps out = new WireStamps();
    private final WireStamps in = new WireStamps();

    @Override
    public void encoded(long seq, long startNanos, long endNanos) {
        int i = (int) (seq & MASK);
        encodedSeq[i] = seq;
        encodeStart[i] = startNanos;
        encodeEnd[i] = endNanos;
    }

    @Override
    public void committed(long firstSeq, long lastSeq, long startNanos, long writtenNanos, long forcedNanos) {
        long thread = Thread.currentThread().getId();
        for (long seq = firstSeq; seq <= lastSeq; seq++) {
            int i = (int) (seq & MASK);
            commitSeq[i] = seq;
            groupFirst[i] = firstSeq;
            groupLast[i] = lastSeq;
            commitStart[i] = startNanos;
            written[i] = writtenNanos;
            forced[i] = forcedNanos;
            commitThread[i] = thread;
        }
    }

    @Override
    public void told(long lastSeq, long endNanos) {
        int i = (int) (lastSeq & MASK);
        toldSeq[i] = lastSeq;
        told[i] = endNanos;
    }

    @Override
    public void folded(long lastSeq, long endNanos) {
        int i = (int) (lastSeq & MASK);
        foldedSeq[i] = lastSeq;
        folded[i] = endNanos;
    }

    @Override
    public void sent(long seq, long startNanos, long endNanos) {
        int i = (int) (seq & MASK);
        if (sentSeq[i] == seq) {
            return; // sent again after a reconnect: the first send is the move's
        }
        sentSeq[i] = seq;
        sendStart[i] = startNanos;
        sendEnd[i] = endNanos;
        sendThread[i] = Thread.currentThread().getId();
    }

    /** For the board's connection: stamps each event's PUBLISH when Paho's sender writes it. */
    @Override
    public SocketFactory socketFactory() {
        return new Stamping(out, false);
    }

    /** For the bench's subscriber: stamps each event's PUBLISH when Paho's receiver has read it. */
    SocketFactory subscriberSockets() {
        return new Stamping(in, true);
    }

    /** One move's stages (ms, in {@link #STAGES} order) and whether the committing thread itself sent it. */
    record Split(double[] millis, boolean sentByCommittingThread, double pahoCallMillis, double[] commitMillis) {

        /** The commit as issue 31 defines it: controller, encoding, journal write and fsync (step start → fsync returned). */
        double durableMillis() {
            return millis[0] + millis[1] + millis[2] + millis[3];
        }

        /** {@code stage=ms} for every stage and the commit's parts after the fsync, in path order (slow-move lines). */
        String describe() {
            StringBuilder b = new StringBuilder();
            for (int k = 0; k < STAGES.length; k++) {
                b.append(k == 0 ? "" : " ").append(STAGES[k]).append('=').append(String.format(java.util.Locale.ROOT, "%.3f", millis[k]));
            }
            for (int k = 0; k < AFTER_FSYNC.length; k++) {
                b.append(' ').append(AFTER_FSYNC[k]).append('=').append(String.format(java.util.Locale.ROOT, "%.3f", commitMillis[k]));
            }
            return b.toString();
        }
    }

    /**
     * The stages of the move {@code seq} whose step started at {@code stepStart} and which arrived at the subscriber's
     * callback at {@code arrived}, the bench's sink having seen it at {@code committed}; null when a stamp is missing
     * (overwritten, or a resend).
     */
    Split split(long seq, long stepStart, long committed, long arrived) {
        int i = (int) (seq & MASK);
        if (commitSeq[i] != seq || sentSeq[i] != seq || encodedSeq[i] != seq) {
            return null;
        }
        int g = (int) (groupLast[i] & MASK);
        if (toldSeq[g] != groupLast[i] || foldedSeq[g] != groupLast[i]) {
            return null;
        }
        long wireOut = out.at(seq);
        long wireIn = in.at(seq);
        if (wireOut == 0 || wireIn == 0) {
            return null;
        }
        long encoding = 0; // the events this step appended (a tick appended by an earlier step was encoded then)
        for (long q = groupFirst[i]; q <= groupLast[i]; q++) {
            int k = (int) (q & MASK);
            if (encodedSeq[k] == q && encodeStart[k] - stepStart >= 0) {
                encoding += encodeEnd[k] - encodeStart[k];
            }
        }
        long[] n = {commitStart[i] - stepStart - encoding, encoding, written[i] - commitStart[i],
            forced[i] - written[i], sendStart[i] - forced[i], wireOut - sendStart[i], wireIn - wireOut,
            arrived - wireIn};
        double[] ms = new double[n.length];
        for (int k = 0; k < n.length; k++) {
            ms[k] = n[k] / 1e6;
        }
        double[] after = {(told[g] - forced[i]) / 1e6, (folded[g] - told[g]) / 1e6, (committed - folded[g]) / 1e6};
        return new Split(ms, sendThread[i] == commitThread[i], (sendEnd[i] - sendStart[i]) / 1e6, after);
    }

    /** The first time each event's seq was seen in bytes on one side of the wire. */
    static final class WireStamps {
        private final long[] seqs = new long[RING];
        private final long[] times = new long[RING];

        /** Finds every {@code "seq":N} in the bytes and stamps N with {@code now}, unless N was stamped before. */
        void scan(byte[] b, int off, int len, long now) {
            int end = off + len;
            for (int p = off; p + 6 < end; p++) {
                if (b[p] == '"' && b[p + 1] == 's' && b[p + 2] == 'e' && b[p + 3] == 'q' && b[p + 4] == '"'
                        && b[p + 5] == ':') {
                    long seq = 0;
                    int q = p + 6;
                    while (q < end && b[q] >= '0' && b[q] <= '9') {
                        seq = seq * 10 + (b[q++] - '0');
                    }
                    if (q > p + 6) {
                        int i = (int) (seq & MASK);
                        if (seqs[i] != seq) { // the first: a retained snapshot carries the seq it reflects, later
                            seqs[i] = seq;
                            times[i] = now;
                        }
                    }
                    p = q - 1;
                }
            }
        }

        long at(long seq) {
            int i = (int) (seq & MASK);
            return seqs[i] == seq ? times[i] : 0;
        }
    }

    /** Plain sockets whose output (or input) stamps the events it carries. */
    private static final class Stamping extends SocketFactory {
        private final WireStamps stamps;
        private final boolean input;

        Stamping(WireStamps stamps, boolean input) {
            this.stamps = stamps;
            this.input = input;
        }

        @Override
        public Socket createSocket() {
            return new StampingSocket(stamps, input);
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            Socket s = createSocket();
            s.connect(new java.net.InetSocketAddress(host, port));
            return s;
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
            return createSocket(host, port);
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            Socket s = createSocket();
            s.connect(new java.net.InetSocketAddress(host, port));
            return s;
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
                throws IOException {
            return createSocket(address, port);
        }
    }

    private static final class StampingSocket extends Socket {
        private final WireStamps stamps;
        private final boolean input;
        private OutputStream out;
        private InputStream in;

        StampingSocket(WireStamps stamps, boolean input) {
            this.stamps = stamps;
            this.input = input;
        }

        @Override
        public void connect(java.net.SocketAddress endpoint, int timeout) throws IOException {
            super.connect(endpoint, timeout);
            if (!input) {
                setTcpNoDelay(true); // it stands in for the board's own socket (TcpSockets): no Nagle delay
            }
        }

        @Override
        public synchronized OutputStream getOutputStream() throws IOException {
            if (out == null) {
                OutputStream raw = super.getOutputStream();
                out = input ? raw : new OutputStream() {
                    @Override
                    public void write(int b) throws IOException {
                        raw.write(b);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        stamps.scan(b, off, len, System.nanoTime()); // Paho's sender hands the PUBLISH to the kernel
                        raw.write(b, off, len);
                    }

                    @Override
                    public void flush() throws IOException {
                        raw.flush();
                    }

                    @Override
                    public void close() throws IOException {
                        raw.close();
                    }
                };
            }
            return out;
        }

        @Override
        public synchronized InputStream getInputStream() throws IOException {
            if (in == null) {
                InputStream raw = super.getInputStream();
                in = !input ? raw : new InputStream() {
                    @Override
                    public int read() throws IOException {
                        return raw.read();
                    }

                    @Override
                    public int read(byte[] b, int off, int len) throws IOException {
                        int n = raw.read(b, off, len);
                        if (n > 0) {
                            stamps.scan(b, off, n, System.nanoTime()); // Paho's receiver has the PUBLISH
                        }
                        return n;
                    }

                    @Override
                    public int available() throws IOException {
                        return raw.available();
                    }

                    @Override
                    public void close() throws IOException {
                        raw.close();
                    }
                };
            }
            return in;
        }
    }

    static double[] sorted(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        return s;
    }
}
