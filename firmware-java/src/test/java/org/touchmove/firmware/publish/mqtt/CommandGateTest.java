package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.CommandReply;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

class CommandGateTest {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(CommandGate.class);

    private static final Instant NOW = Instant.parse("2026-11-30T23:00:00Z");
    private final List<Instant> calls = new ArrayList<>();
    private final CommandGate gate = new CommandGate((id, json, at) -> {
        calls.add(at);
        if (json.contains("boom")) {
            throw new IllegalStateException("runtime bug");
        }
        return CommandReply.accepted(id, "{}");
    }, Clock.fixed(NOW, ZoneOffset.UTC), Duration.ofSeconds(60));

    private static String cmd(String id, Instant issuedAt) {
        return "{\"id\":\"" + id + "\",\"name\":\"start\",\"issuedAt\":\"" + issuedAt + "\",\"args\":{\"x\":[1]}}";
    }

    @Test
    void aFreshCommandReachesTheRuntimeWithItsArrivalTime() {
        CommandGate.Outcome o = gate.decide(cmd("c1", NOW.minusSeconds(60)));
        assertThat(o).isEqualTo(new CommandGate.Outcome(CommandReply.accepted("c1", "{}"), false));
        assertThat(calls).containsExactly(NOW);
    }

    @Test
    void tooOldOrTooFarAheadIsStale() {
        assertThat(gate.decide(cmd("c1", NOW.minusSeconds(61))).reply()).isEqualTo(
                CommandReply.refused("c1", "stale: issued 61000 ms ago, the limit is 60000 ms", null));
        assertThat(gate.decide(cmd("c2", NOW.plusSeconds(61))).reply().reason())
                .startsWith("stale: issuedAt is 61000 ms in the future");
        assertThat(calls).isEmpty();
    }

    @Test
    void aRepeatedIdGetsTheFirstReplyWithoutASecondEffect() {
        CommandGate.Outcome first = gate.decide(cmd("c1", NOW));
        CommandGate.Outcome again = gate.decide(cmd("c1", NOW.minusSeconds(3600)));
        assertThat(again.reply()).isEqualTo(first.reply());
        assertThat(again.repeated()).isTrue();
        assertThat(calls).hasSize(1);
    }

    @Test
    void malformedCommandsNameWhatIsWrong() {
        assertThat(reason("[1,2]")).isEqualTo("malformed: not a JSON object");
        assertThat(reason("{\"id\":5,\"issuedAt\":\"" + NOW + "\"}")).isEqualTo("malformed: id must be a string");
        assertThat(reason("{\"id\":\"c\"}")).isEqualTo("malformed: issuedAt is missing");
        assertThat(reason("{\"id\":\"c\",\"issuedAt\":\"" + NOW + "\"} {}"))
                .isEqualTo("malformed: text after the JSON object");
        assertThat(reason("{\"id\":\"c\",")).startsWith("malformed: not valid JSON (");
        assertThat(calls).isEmpty();
    }

    /**
     * Found by CommandEnvelopeProperties: bad JSON lost its line and column (on the second line of the parser's
     * message), an id the strict form refuses was echoed and keyed, and a bad issuedAt was quoted whole.
     */
    @Test
    void malformedCommandsSayWhereAndEchoNothingUnsafe() {
        assertThat(reason("{\"id\":\"c\",\n x}")).startsWith("malformed: not valid JSON (")
                .contains("at line 2, column 2").doesNotContain("\n");
        CommandGate.Outcome badId = gate.decide("{\"id\":\"" + "x".repeat(65) + "\",\"issuedAt\":\"" + NOW + "\"}");
        assertThat(badId.reply().id()).isNull();
        assertThat(badId.reply().reason())
                .isEqualTo("malformed: id must be 1..64 printable ASCII characters");
        assertThat(reason("{\"id\":\"c\",\"issuedAt\":\"" + "9".repeat(10_000) + "\"}")).hasSizeLessThan(200);
        assertThat(calls).isEmpty();
    }

    @Test
    void aFailingRuntimeIsRefusedAndTheBoardGoesOn() {
        String boom = "{\"id\":\"c9\",\"name\":\"boom\",\"issuedAt\":\"" + NOW + "\"}";
        assertThat(gate.decide(boom).reply())
                .isEqualTo(CommandReply.refused("c9", CommandReply.INTERNAL_ERROR, null));
        assertThat(gate.decide(cmd("c10", NOW)).reply().accepted()).isTrue();
        assertThat(log.warnings()).singleElement().asString().endsWith("java.lang.IllegalStateException: runtime bug");
    }

    private String reason(String json) {
        CommandReply reply = gate.decide(json).reply();
        assertThat(reply.accepted()).isFalse();
        return reply.reason();
    }
}
