package org.touchmove.firmware.simulation;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * The latency bench's publisher without Paho (the peer {@link FloorProbe} measures beside Paho's): MQTT 3.1.1 over a
 * plain socket, CONNECT (clean session, no keep-alive) and QoS 1 PUBLISH written by the calling thread itself, each in
 * one write; the PUBACK read when the caller asks. Enough for a probe, not a client: no reconnect, no retry.
 */
final class RawPublisher implements AutoCloseable {

    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;

    private RawPublisher(Socket socket) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.in = new DataInputStream(socket.getInputStream());
    }

    static RawPublisher connect(URI broker, String clientId) throws IOException {
        RawPublisher p = new RawPublisher(new Socket(broker.getHost(), broker.getPort()));
        p.socket.setSoTimeout(10_000);
        byte[] id = clientId.getBytes(StandardCharsets.UTF_8);
        byte[] variable = {0, 4, 'M', 'Q', 'T', 'T', 4, 0x02, 0, 0}; // MQTT 3.1.1, clean session, keep-alive off
        byte[] body = new byte[variable.length + 2 + id.length];
        System.arraycopy(variable, 0, body, 0, variable.length);
        body[variable.length] = (byte) (id.length >> 8);
        body[variable.length + 1] = (byte) id.length;
        System.arraycopy(id, 0, body, variable.length + 2, id.length);
        p.out.write(packet(0x10, body));
        p.out.flush();
        int type = p.in.readUnsignedByte();
        int length = p.in.readUnsignedByte();
        byte[] connack = new byte[length];
        p.in.readFully(connack);
        if (type != 0x20 || length != 2 || connack[1] != 0) {
            p.close();
            throw new IOException("raw publisher: CONNACK refused (" + type + ", code " + connack[length - 1] + ")");
        }
        return p;
    }

    /** A QoS 1 PUBLISH with packet id {@code (index % 65535) + 1}, in one write on this thread. */
    void publish(String topic, byte[] payload, int index) throws IOException {
        byte[] t = topic.getBytes(StandardCharsets.UTF_8);
        int packetId = index % 65535 + 1;
        byte[] body = new byte[2 + t.length + 2 + payload.length];
        body[0] = (byte) (t.length >> 8);
        body[1] = (byte) t.length;
        System.arraycopy(t, 0, body, 2, t.length);
        body[2 + t.length] = (byte) (packetId >> 8);
        body[3 + t.length] = (byte) packetId;
        System.arraycopy(payload, 0, body, 4 + t.length, payload.length);
        out.write(packet(0x32, body));
    }

    /** Reads the PUBACK of the PUBLISH {@code index}; throws if something else comes. */
    void awaitPuback(int index) throws IOException {
        int type = in.readUnsignedByte();
        int length = in.readUnsignedByte();
        byte[] rest = new byte[length];
        in.readFully(rest);
        int packetId = index % 65535 + 1;
        if (type != 0x40 || length != 2 || ((rest[0] & 0xff) << 8 | rest[1] & 0xff) != packetId) {
            throw new IOException("raw publisher: expected the PUBACK of packet " + packetId + ", got type " + type);
        }
    }

    private static byte[] packet(int header, byte[] body) {
        byte[] length = new byte[4];
        int n = 0;
        int rest = body.length;
        do {
            int digit = rest % 128;
            rest /= 128;
            length[n++] = (byte) (rest > 0 ? digit | 0x80 : digit);
        } while (rest > 0);
        byte[] p = new byte[1 + n + body.length];
        p[0] = (byte) header;
        System.arraycopy(length, 0, p, 1, n);
        System.arraycopy(body, 0, p, 1 + n, body.length);
        return p;
    }

    @Override
    public void close() throws IOException {
        try {
            out.write(new byte[] {(byte) 0xe0, 0}); // DISCONNECT
        } finally {
            socket.close();
        }
    }
}
