package org.touchmove.firmware.hub;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where the hub finds its broker (docs/hub.md, "Configuration"): {@code hub.mqtt.uri} (alias {@code hub.mqtt.uris}) or
 * {@code --mqtt}, one URI or a comma list tried in order, first to last, on every connection (so it goes back to the
 * first once that one is up again), as the boards' {@code mqtt.uris}; and {@code hub.mqtt.firstConnectSeconds}, how
 * long the hub waits for its first connection before it gives up (a fresh NATS cluster takes a while to create its
 * streams); and {@code hub.boardLostSeconds}, how long a board's heartbeats may stop before it is shown lost
 * ({@link HeartbeatWatch}: its will may have died with its broker node).
 */
record HubBroker(List<URI> uris, Duration firstConnect, Duration boardLost) {

    static final Duration DEFAULT_FIRST_CONNECT = Duration.ofSeconds(60);
    /** Three board heartbeats (10 s each, docs/mqtt.md "Status") missed. */
    static final Duration DEFAULT_BOARD_LOST = Duration.ofSeconds(30);

    HubBroker {
        if (uris.isEmpty()) {
            throw new IllegalArgumentException("no broker URI");
        }
        uris = List.copyOf(uris);
    }

    HubBroker withUris(List<URI> u) {
        return new HubBroker(u, firstConnect, boardLost);
    }

    /** {@code --mqtt-first-connect SECONDS} over {@code hub.mqtt.firstConnectSeconds}. */
    HubBroker withFirstConnect(Duration wait) {
        return new HubBroker(uris, wait, boardLost);
    }

    /** The list as it is written: {@code tcp://a:1883,tcp://b:1883}. */
    @Override
    public String toString() {
        return uris.stream().map(URI::toString).collect(Collectors.joining(","));
    }
}
