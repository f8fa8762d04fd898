package org.touchmove.firmware.dgt;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;

import org.touchmove.hal.dgt.DgtLink;

/** One host's TCP connection as a DGT byte link. */
final class TcpDgtLink implements DgtLink {

    private static final int READ_TIMEOUT_MS = 100;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    TcpDgtLink(Socket socket) throws IOException {
        this.socket = socket;
        socket.setSoTimeout(READ_TIMEOUT_MS);
        socket.setTcpNoDelay(true);
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
    }

    @Override
    public int read(byte[] buffer) throws IOException {
        try {
            int n = in.read(buffer);
            if (n < 0) {
                throw new IOException("host " + name() + " closed the connection");
            }
            return n;
        } catch (SocketTimeoutException e) {
            return 0;
        }
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    @Override
    public String name() {
        return String.valueOf(socket.getRemoteSocketAddress());
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing a socket that failed: nothing more can be done, but say so
            org.slf4j.LoggerFactory.getLogger(TcpDgtLink.class).debug("closing {}: {}", name(), e.toString());
        }
    }
}
