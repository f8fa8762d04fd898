package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A board's {@code status}, byte for byte as docs/mqtt.md shows it: a board of its own unchanged, a board on a link
 * naming its link (the field added at the end, so nothing before it moves).
 */
class StatusPayloadTest {

    private static final Instant NOW = Instant.parse("2026-11-30T22:41:07.123Z");

    private static String text(byte[] payload) {
        return new String(payload, StandardCharsets.UTF_8);
    }

    @Test
    void aBoardOfItsOwnNamesNoLink() {
        Payloads own = new Payloads("b-1");
        assertThat(text(own.online(NOW))).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"online\",\"reason\":null,"
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\"}");
        assertThat(text(own.shutdown(NOW))).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\",\"reason\":\"shutdown\","
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\"}");
        assertThat(text(own.lostWill())).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\",\"reason\":\"lost\"}");
    }

    @Test
    void theHeartbeatExtendsOnlineAndTheLinkStaysLast() {
        Instant beat = NOW.plusSeconds(20);
        assertThat(text(new Payloads("b-1").online(NOW, beat, java.time.Duration.ofSeconds(10)))).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"online\",\"reason\":null,"
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\",\"heartbeatSeconds\":10,"
                        + "\"heartbeat\":\"2026-11-30T22:41:27.123Z\"}");
        assertThat(text(new Payloads("b-1", "room-1").online(NOW, beat, java.time.Duration.ofSeconds(10))))
                .endsWith("\"heartbeat\":\"2026-11-30T22:41:27.123Z\",\"link\":\"room-1\"}");
    }

    @Test
    void aBoardOnALinkNamesItsLink() {
        Payloads onLink = new Payloads("b-1", "room-1");
        assertThat(text(onLink.online(NOW))).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"online\",\"reason\":null,"
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\",\"link\":\"room-1\"}");
        assertThat(text(onLink.shutdown(NOW))).isEqualTo(
                "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\",\"reason\":\"shutdown\","
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\",\"link\":\"room-1\"}");
    }

    @Test
    void theLinkStatusIsUnchanged() {
        assertThat(text(Payloads.linkStatus("room-1", true, null, NOW))).isEqualTo(
                "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"online\",\"reason\":null,"
                        + "\"ts\":\"2026-11-30T22:41:07.123Z\"}");
        assertThat(text(Payloads.linkStatus("room-1", false, Payloads.OfflineReason.LOST, null))).isEqualTo(
                "{\"v\":1,\"type\":\"link-status\",\"linkId\":\"room-1\",\"state\":\"offline\",\"reason\":\"lost\"}");
    }
}
