package org.touchmove.hal.dgt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fazecast.jSerialComm.SerialPort;

/**
 * A serial port at 9600 8N1 without flow control, by path (a USB serial device or a pseudo-terminal
 * such as a socat {@code link=}). No modem-line ioctls are used, so pseudo-terminals work. The only
 * class of the DGT code that touches jSerialComm.
 */
public final class SerialDgtLink implements DgtLink {

    public static final int BAUD = 9600;
    private static final int READ_TIMEOUT_MS = 50;
    /** A write waits this long for room in the port's buffer (a slow host) before the link counts as gone. */
    private static final int WRITE_TIMEOUT_MS = 5_000;

    private final SerialPort port;
    private final String path;
    private final Path realPath;

    private SerialDgtLink(SerialPort port, String path, Path realPath) {
        this.port = port;
        this.path = path;
        this.realPath = realPath;
    }

    /** Opens the port at {@code path}; an IOException names the path when it is missing or cannot be opened. */
    public static SerialDgtLink open(String path) throws IOException {
        Path p = Path.of(path);
        if (!Files.exists(p)) {
            throw new IOException("serial port " + path + " does not exist");
        }
        SerialPort port = SerialPort.getCommPort(path);
        port.setComPortParameters(BAUD, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING,
                READ_TIMEOUT_MS, WRITE_TIMEOUT_MS);
        if (!port.openPort()) {
            throw new IOException("cannot open serial port " + path + " (error " + port.getLastErrorCode() + ")");
        }
        return new SerialDgtLink(port, path, p.toRealPath());
    }

    @Override
    public int read(byte[] buffer) throws IOException {
        int n = port.readBytes(buffer, buffer.length);
        if (n < 0 || replaced()) {
            throw new IOException("serial port " + path + " is gone (read returned " + n + ")");
        }
        return n;
    }

    /** A pseudo-terminal whose link vanished or now points elsewhere is a closed line. */
    private boolean replaced() {
        try {
            return !Path.of(path).toRealPath().equals(realPath);
        } catch (IOException e) {
            return true;
        }
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        int written = port.writeBytes(bytes, bytes.length);
        if (written != bytes.length) {
            throw new IOException("serial port " + path + ": wrote " + written + " of " + bytes.length + " bytes");
        }
    }

    @Override
    public String name() {
        return path;
    }

    @Override
    public void close() {
        port.closePort();
    }
}
