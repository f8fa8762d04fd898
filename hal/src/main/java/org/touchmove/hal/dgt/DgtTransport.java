package org.touchmove.hal.dgt;

import org.touchmove.hal.net.ListenAddress;

/**
 * Where a DGT link is served: {@code tcp:PORT}, {@code tcp:HOST:PORT} or {@code serial:PATH} (the emulated board of
 * docs/dgt.md, setting {@code emulate.dgt} and option {@code --dgt}). Here, beside the links, so that the configuration
 * can read it without depending on the emulation, which runs a board above it.
 */
public sealed interface DgtTransport {

    /**
     * A TCP server on {@code address} (the loopback unless a host is named; port 0 picks a free one) serving at most
     * {@code maxClients} hosts at once: each costs two threads, and a host beyond the cap is refused with a log line.
     */
    record Tcp(ListenAddress address, int maxClients) implements DgtTransport {

        /** Hosts served at once unless {@code emulate.dgt.maxClients} says otherwise: a GUI, a clock app, a spare. */
        public static final int DEFAULT_MAX_CLIENTS = 4;
        public static final int MAX_CLIENTS_LIMIT = 256;

        public Tcp {
            if (address == null) {
                throw new IllegalArgumentException("no address");
            }
            if (maxClients < 1 || maxClients > MAX_CLIENTS_LIMIT) {
                throw new IllegalArgumentException("at most 1.." + MAX_CLIENTS_LIMIT + " clients, was " + maxClients);
            }
        }

        public Tcp(ListenAddress address) {
            this(address, DEFAULT_MAX_CLIENTS);
        }

        public Tcp withMaxClients(int n) {
            return new Tcp(address, n);
        }
    }

    /** A serial port or pseudo-terminal by path, 9600 8N1. */
    record Serial(String path) implements DgtTransport {
    }

    /** Parses {@code tcp:PORT}, {@code tcp:HOST:PORT} or {@code serial:PATH}, as the command line writes it. */
    static DgtTransport parse(String spec) {
        if (spec.startsWith("serial:") && spec.length() > 7) {
            return new Serial(spec.substring(7));
        }
        if (spec.startsWith("tcp:")) {
            try {
                return new Tcp(ListenAddress.parse(spec.substring(4)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("not a TCP port in --dgt " + spec + ": " + e.getMessage());
            }
        }
        throw new IllegalArgumentException("--dgt expects tcp:PORT or serial:PATH, got '" + spec + "'");
    }
}
