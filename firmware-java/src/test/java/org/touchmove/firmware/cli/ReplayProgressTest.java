package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Replay's progress: one line rewritten in place, at most every 200 ms, ended once; nothing when not shown. */
class ReplayProgressTest {

    @Test
    void oneLineRewrittenInPlaceAndEndedOnce() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong nanos = new AtomicLong();
        ReplayProgress p = ReplayProgress.to(new PrintStream(bytes, true, StandardCharsets.UTF_8), nanos::get);
        p.update(1, 1);
        for (int game = 2; game <= 1000; game++) {
            nanos.addAndGet(1_000_000L); // a game a millisecond: 1 s in all
            p.update(game, game - 1);
        }
        p.done(1000, 999);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text.chars().filter(c -> c == '\n').count()).as("one line, ended once").isEqualTo(1);
        assertThat(text).startsWith("\rreplay: 1 games, 1 ok, 0 not ok").endsWith(
                "\rreplay: 1000 games, 999 ok, 1 not ok" + System.lineSeparator());
        assertThat(text.split("\r", -1).length - 1).as("rewrites: the first, one per 200 ms, the last")
                .isBetween(5, 7);
    }

    @Test
    void nothingWhereNobodyWatches() {
        ReplayProgress p = ReplayProgress.to(null, System::nanoTime);
        p.update(1, 1);
        p.done(1, 1); // no stream, nothing to fail on
    }
}
