package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.CommandReply;

/** The command package's reply in the MQTT envelope, byte for byte as docs/mqtt.md shows it ({@code cmd/reply}). */
class CommandReplyPayloadTest {

    private static final Instant NOW = Instant.parse("2026-11-30T22:41:07.250Z");
    private final Payloads payloads = new Payloads("b-1");

    private String reply(CommandReply reply) {
        return new String(payloads.reply(reply, NOW), StandardCharsets.UTF_8);
    }

    @Test
    void accepted_carriesTheStateAsAnObject() {
        assertThat(reply(CommandReply.accepted("c-17", "{\"phase\":\"running\"}"))).isEqualTo(
                "{\"v\":1,\"type\":\"cmd-reply\",\"boardId\":\"b-1\",\"id\":\"c-17\",\"status\":\"accepted\","
                        + "\"reason\":null,\"state\":{\"phase\":\"running\"},\"ts\":\"2026-11-30T22:41:07.250Z\"}");
    }

    @Test
    void refused_carriesTheReasonAndNoState_whereverItWasRefused() {
        String expected = "{\"v\":1,\"type\":\"cmd-reply\",\"boardId\":\"b-1\",\"id\":\"c-18\",\"status\":\"refused\","
                + "\"reason\":\"the clock is not running\",\"state\":null,\"ts\":\"2026-11-30T22:41:07.250Z\"}";
        assertThat(reply(CommandReply.refused("c-18", "the clock is not running", null))).isEqualTo(expected);
        // a board's refusal comes with its unchanged state (docs/commands.md); the MQTT reply leaves it out
        assertThat(reply(CommandReply.refused("c-18", "the clock is not running", "{\"phase\":\"paused\"}")))
                .isEqualTo(expected);
    }

    @Test
    void anUnreadableId_isNull() {
        assertThat(reply(CommandReply.refused(null, "malformed: not a JSON object", null)))
                .contains("\"id\":null,\"status\":\"refused\",\"reason\":\"malformed: not a JSON object\"");
    }
}
