package org.touchmove.firmware.publish.mqtt;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback proxy in front of a broker that refuses the first {@code n} subscriptions: it reads the broker's packets
 * and rewrites every return code of the first {@code n} SUBACKs to 0x80 (MQTT 3.1.1 §3.9.3), as a NATS cluster that
 * cannot create its JetStream consumer in time answers. The broker itself did subscribe; the client must not believe
 * so. Everything else passes through unchanged.
 */
final class SubackRefusingProxy implements AutoCloseable {

    private static final int SUBACK = 0x90;

    private final TcpProxy proxy;
    private final AtomicInteger toRefuse;
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger granted = new AtomicInteger();

    SubackRefusingProxy(int targetPort, int refusals) throws IOException {
        this.toRefuse = new AtomicInteger(refusals);
        this.proxy = new TcpProxy(targetPort, this::rewrite);
    }

    URI uri() {
        return proxy.uri();
    }

    /** SUBACKs rewritten to refusals so far. */
    int refused() {
        return refused.get();
    }

    /** SUBACKs passed through unchanged so far. */
    int granted() {
        return granted.get();
    }

    /**
     * Broker to client, packet by packet ({@link RawMqttClient#read(DataInputStream)}); the broker's end of stream ends
     * the relay with an EOFException, which the proxy takes as the connection's end.
     */
    private void rewrite(InputStream from, OutputStream out) throws IOException {
        DataInputStream in = new DataInputStream(from);
        while (true) {
            RawMqttClient.Packet packet = RawMqttClient.read(in);
            byte[] body = packet.body();
            if ((packet.header() & 0xf0) == SUBACK) {
                if (toRefuse.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                    for (int i = 2; i < body.length; i++) { // after the packet identifier: one code per filter
                        body[i] = (byte) SubscriptionRefused.FAILURE;
                    }
                    refused.incrementAndGet();
                } else {
                    granted.incrementAndGet();
                }
            }
            out.write(RawMqttClient.packet(packet.header(), body));
            out.flush();
        }
    }

    @Override
    public void close() throws IOException {
        proxy.close();
    }
}
