package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/** The desk's acknowledgements in {@code <hub.stateDir>/desk-acks.jsonl}: written once each, read back by a new hub. */
class DeskAcksTest {

    @RegisterExtension
    final LogCapture log = LogCapture.of(DeskAcks.class);

    private static final Instant AT = Instant.parse("2026-12-02T10:00:00.123Z");

    @Test
    void aNewHubReadsWhatTheLastOneWrote_theFirstOfEachAlertKept(@TempDir Path state) throws Exception {
        DeskAcks first = DeskAcks.open(state.resolve("hub"));
        assertThat(first.add(new DeskAcks.Ack("b-1/irregularity/42", "b-1", "illegal-move", "Anna (session 3fa2)",
                AT, DeskAcks.Via.BOARD))).isTrue();
        assertThat(first.add(new DeskAcks.Ack("b-1/irregularity/42", "b-1", "illegal-move", "Ben (session 77c1)",
                AT.plusSeconds(1), DeskAcks.Via.BOARD))).isFalse();
        first.add(new DeskAcks.Ack("b-2/lost/x", "b-2", "board-lost", "Ben (session 77c1)", AT, DeskAcks.Via.HUB));
        Path file = state.resolve("hub").resolve(DeskAcks.FILE);
        assertThat(Files.readAllLines(file)).hasSize(2).first().asString()
                .isEqualTo("{\"key\":\"b-1/irregularity/42\",\"boardId\":\"b-1\",\"kind\":\"illegal-move\","
                        + "\"by\":\"Anna (session 3fa2)\",\"at\":\"2026-12-02T10:00:00.123Z\",\"via\":\"board\"}");

        DeskAcks again = DeskAcks.open(state.resolve("hub"));
        assertThat(again.of("b-1/irregularity/42")).hasValue(new DeskAcks.Ack("b-1/irregularity/42", "b-1",
                "illegal-move", "Anna (session 3fa2)", AT, DeskAcks.Via.BOARD));
        assertThat(again.of("b-2/lost/x").orElseThrow().via()).isEqualTo(DeskAcks.Via.HUB);
    }

    @Test
    void aLineCutShortByACrash_isSkippedWithAWarning(@TempDir Path state) throws Exception {
        DeskAcks.open(state).add(new DeskAcks.Ack("b-1/flag/g", "b-1", "flag", "Anna", AT, DeskAcks.Via.BOARD));
        Files.writeString(state.resolve(DeskAcks.FILE), "{\"key\":\"b-1/flag/h\",\"boardId\":\"b-1\",\"ki",
                StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        DeskAcks back = DeskAcks.open(state);
        assertThat(back.of("b-1/flag/g")).isPresent();
        assertThat(back.of("b-1/flag/h")).isEmpty();
        assertThat(log.warnings()).anyMatch(m -> m.contains("line 2 is not an acknowledgement, skipped"));
    }
}
