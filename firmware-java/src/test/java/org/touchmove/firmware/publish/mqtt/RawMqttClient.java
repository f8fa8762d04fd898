package org.touchmove.firmware.publish.mqtt;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * An MQTT 3.1.1 client of a few packets, written byte by byte, for tests that must send what no library sends: a
 * PUBACK after a DISCONNECT, in one TCP segment. Every read waits at most the time-out given at connect.
 */
final class RawMqttClient implements AutoCloseable {

    /** One packet read: its first byte (type and flags) and its body after the remaining length. */
    record Packet(int header, byte[] body) {
        int type() {
            return header >> 4;
        }

        /** The packet identifier of a QoS 1 PUBLISH (§3.3.2.2), after its topic name. */
        int publishId() {
            int topicLength = ((body[0] & 0xff) << 8) | (body[1] & 0xff);
            return ((body[2 + topicLength] & 0xff) << 8) | (body[3 + topicLength] & 0xff);
        }
    }

    static final int CONNACK = 2;
    static final int PUBLISH = 3;
    static final int PUBACK = 4;
    static final int SUBACK = 9;

    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private int nextId = 1;

    private RawMqttClient(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new DataInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    /** Opens a TCP connection to {@code broker} and sends CONNECT (clean session, keep-alive 60 s); does not wait. */
    static RawMqttClient connect(URI broker, String clientId, Duration readTimeout) throws IOException {
        Socket s = new Socket(broker.getHost(), broker.getPort());
        s.setTcpNoDelay(true);
        s.setSoTimeout((int) readTimeout.toMillis());
        RawMqttClient c = new RawMqttClient(s);
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        string(body, "MQTT");
        body.write(4); // protocol level 4: MQTT 3.1.1
        body.write(0x02); // clean session
        body.write(0);
        body.write(60);
        string(body, clientId);
        c.out.write(packet(0x10, body.toByteArray()));
        c.out.flush();
        return c;
    }

    /** Reads the next packet; a {@link java.net.SocketTimeoutException} when none came in the time-out. */
    Packet read() throws IOException {
        return read(in);
    }

    /** Reads one packet from {@code in}: fixed header, remaining length, body; an EOFException at the stream's end. */
    static Packet read(DataInputStream in) throws IOException {
        int header = in.readUnsignedByte();
        int length = 0;
        for (int shift = 0; ; shift += 7) { // remaining length, 7 bits a byte (§2.2.3)
            int b = in.readUnsignedByte();
            length |= (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                break;
            }
        }
        byte[] body = new byte[length];
        in.readFully(body);
        return new Packet(header, body);
    }

    /** Reads packets until one of {@code type}, skipping others. */
    Packet await(int type) throws IOException {
        while (true) {
            Packet p = read();
            if (p.type() == type) {
                return p;
            }
        }
    }

    /** The bytes of SUBSCRIBE to {@code filter} at QoS 1. */
    byte[] subscribe(String filter) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        id(body, nextId++);
        string(body, filter);
        body.write(1);
        return packet(0x82, body.toByteArray());
    }

    /** The bytes of a QoS 1 PUBLISH of {@code payload} to {@code topic}. */
    byte[] publish(String topic, String payload) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        string(body, topic);
        id(body, nextId++);
        body.write(payload.getBytes(StandardCharsets.UTF_8));
        return packet(0x32, body.toByteArray());
    }

    static byte[] puback(int id) {
        return new byte[] {0x40, 2, (byte) (id >> 8), (byte) id};
    }

    static byte[] disconnect() {
        return new byte[] {(byte) 0xe0, 0};
    }

    /** Sends {@code packets} in one write (one TCP segment on loopback, with no Nagle delay). */
    void send(byte[]... packets) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] p : packets) {
            all.write(p);
        }
        out.write(all.toByteArray());
        out.flush();
    }

    /** The bytes of a packet: {@code header}, the remaining length (§2.2.3), {@code body}. */
    static byte[] packet(int header, byte[] body) {
        ByteArrayOutputStream p = new ByteArrayOutputStream();
        p.write(header);
        int n = body.length;
        do { // remaining length (§2.2.3)
            int b = n % 128;
            n /= 128;
            p.write(n > 0 ? b | 0x80 : b);
        } while (n > 0);
        p.write(body, 0, body.length);
        return p.toByteArray();
    }

    private static void string(ByteArrayOutputStream out, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        id(out, b.length);
        out.write(b, 0, b.length);
    }

    private static void id(ByteArrayOutputStream out, int v) {
        out.write(v >> 8);
        out.write(v);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
