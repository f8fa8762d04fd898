package org.touchmove.hal.dgt;

import java.io.IOException;

/** A byte stream to or from a DGT peer: a serial port, a pseudo-terminal or a TCP socket. */
public interface DgtLink extends AutoCloseable {

    /**
     * Reads what has arrived, waiting a short while (tens of milliseconds) when nothing has.
     *
     * @return the number of bytes read, 0 when none arrived in time
     * @throws IOException when the link is gone (port unplugged, socket closed)
     */
    int read(byte[] buffer) throws IOException;

    void write(byte[] bytes) throws IOException;

    /** A name for logs: the port path or the remote address. */
    String name();

    @Override
    void close();
}
