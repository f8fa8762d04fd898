package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * A hub on its defaults listens on this machine only (the undelayed views would defeat the public delay on the hall's
 * network, docs/security.md) and says so at startup; a configured address is taken.
 */
class HubListenAddressTest {

    @TempDir
    Path dir;

    @Test
    void onItsDefaultsTheHubListensOnTheLoopbackAndSaysSo() throws Exception {
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        Logger hubLog = (Logger) LoggerFactory.getLogger(Hub.class);
        hubLog.addAppender(logged);
        Level level = hubLog.getLevel();
        hubLog.setLevel(Level.INFO); // the tests' log shows WARN and above
        try (TestBroker broker = TestBroker.start(dir);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0"), "test"), Clock.systemUTC())) {
            int port = hub.httpPort();
            assertThat(hub.httpUrl()).isEqualTo("http://127.0.0.1:" + port + "/");
            assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage)
                    .contains("hub: HTTP listening on 127.0.0.1:" + port + " (this machine only)");
            try (Socket local = new Socket("127.0.0.1", port)) {
                assertThat(local.isConnected()).isTrue();
            }
            // From the network (this machine's own address on an interface, where it has one): nobody listens.
            Optional<InetAddress> lan = networkAddress();
            if (lan.isPresent()) {
                assertThatThrownBy(() -> {
                    try (Socket s = new Socket()) {
                        s.connect(new InetSocketAddress(lan.get(), port), 5_000);
                    }
                }).as("the hub from %s", lan.get()).isInstanceOf(ConnectException.class);
            }
        } finally {
            hubLog.setLevel(level);
            hubLog.detachAppender(logged);
        }
    }

    private static Optional<InetAddress> networkAddress() throws Exception {
        for (NetworkInterface i : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!i.isUp() || i.isLoopback()) {
                continue;
            }
            for (InetAddress a : Collections.list(i.getInetAddresses())) {
                if (a instanceof Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress()) {
                    return Optional.of(a);
                }
            }
        }
        return Optional.empty();
    }
}
