package org.touchmove.firmware.cli;

import java.io.PrintStream;
import java.util.Optional;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.publish.EventOutputException;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Color;

/**
 * {@code touchmove run --format text}: the game for a person, one line per move with its SAN and both clocks, and a
 * line for a new game, an irregularity, a flag-fall and the result; the other events (positions, clock ticks,
 * announcements) are left out. JSON (docs/events.md) stays the default, for programs.
 */
final class TextLinesSink implements EventSink {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final int SAN_WIDTH = 12;

    private final PrintStream out;

    TextLinesSink(PrintStream out) {
        this.out = out;
    }

    @Override
    public void publish(Event event) {
        Optional<String> line = line(event);
        if (line.isEmpty()) {
            return;
        }
        out.println(line.get());
        out.flush();
        if (out.checkError()) {
            throw new EventOutputException("cannot write to standard output (closed?); the event with seq "
                    + event.seq() + " was not delivered");
        }
    }

    /** A clock time as h:mm:ss, tenths below ten seconds (as a DGT 3000 shows it), ASCII digits. */
    static String clock(long ms) {
        if (ms < 10_000) {
            return (ms / 1_000) + "." + (ms / 100 % 10);
        }
        long s = ms / 1_000;
        return s / 3_600 + ":" + two(s / 60 % 60) + ":" + two(s % 60);
    }

    private static String two(long n) {
        return n < 10 ? "0" + n : Long.toString(n);
    }

    /** The event's line, or empty where a person needs none. */
    static Optional<String> line(Event event) {
        if (event.body() instanceof MoveEvent m) {
            String number = m.moveNumber() + (m.color() == Color.WHITE ? ". " : "... ");
            StringBuilder b = new StringBuilder(number).append(m.san());
            if (m.whiteMs() != null && m.blackMs() != null) {
                b.append(" ".repeat(Math.max(1, SAN_WIDTH - b.length())))
                        .append("white ").append(clock(m.whiteMs())).append("  black ").append(clock(m.blackMs()));
            }
            return Optional.of(b.toString());
        }
        if (event.body() instanceof NewGameEvent g) {
            String clock = g.timeControl() == null || g.timeControl().equals("-") ? "no clock"
                    : "time control " + g.timeControl();
            return Optional.of("new game on " + event.boardId() + ": " + clock
                    + (START.equals(g.fen()) ? "" : ", from " + g.fen()));
        }
        if (event.body() instanceof ResultEvent r) {
            return Optional.of("result " + r.result().pgn()
                    + (r.termination() == null ? "" : " (" + r.termination().wireName() + ")"));
        }
        if (event.body() instanceof FlagEvent f) {
            return Optional.of("flag: " + f.side().wireName() + "'s time is up");
        }
        if (event.body() instanceof IrregularityEvent i) {
            return Optional.of("irregularity " + i.kind().wireName()
                    + (i.article() == null ? "" : " (Art. " + i.article() + ")")
                    + (i.side() == null ? "" : ", " + i.side().wireName()) + ": " + i.detail());
        }
        return Optional.empty();
    }
}
