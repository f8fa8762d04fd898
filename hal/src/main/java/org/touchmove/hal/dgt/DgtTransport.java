package org.touchmove.hal.dgt;

/**
 * Where a DGT link is served: {@code tcp:PORT} or {@code serial:PATH} (the emulated board of docs/dgt.md, setting
 * {@code emulate.dgt} and option {@code --dgt}). Here, beside the links, so that the configuration can read it without
 * depending on the emulation, which runs a board above it.
 */
public sealed interface DgtTransport {

    /** A TCP server on the loopback or any address; port 0 picks a free one. */
    record Tcp(String bindAddress, int port) implements DgtTransport {
        public Tcp {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("TCP port out of range 0..65535: " + port);
            }
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
            String rest = spec.substring(4);
            int colon = rest.lastIndexOf(':');
            String host = colon < 0 ? "0.0.0.0" : rest.substring(0, colon);
            String port = colon < 0 ? rest : rest.substring(colon + 1);
            try {
                return new Tcp(host, Integer.parseInt(port));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a TCP port in --dgt " + spec + ": '" + port + "'");
            }
        }
        throw new IllegalArgumentException("--dgt expects tcp:PORT or serial:PATH, got '" + spec + "'");
    }
}
