package org.touchmove.firmware.controller;

import java.util.function.Supplier;
import org.touchmove.firmware.announce.AnnounceSettings;
import org.touchmove.firmware.announce.Announcement;
import org.touchmove.firmware.announce.AnnouncementGate;
import org.touchmove.firmware.event.AnnouncementKind;
import org.touchmove.firmware.announce.Announcer;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.speech.AnnouncementSpeaker;

/**
 * Appendix D at the controller: every completed move, flag-fall, irregularity and result is announced right after
 * its event (an {@code announce} event and the speaker), and the times on request. What is said and whether comes
 * from {@code announce.*} (docs/announcements.md); with {@code announce.enabled = false} nothing happens.
 */
final class Announcements implements EventFollower {

    private final AnnounceSettings settings;
    private final AnnouncementGate gate;
    private final EventEmitter events;
    /** The game as the controller has it when it emits (a move event follows the move being played). */
    private final Supplier<Game> game;
    /** Where the announcement being offered is published: the event it follows, or the request. */
    private String gameId;
    private long nanos;

    Announcements(AnnounceSettings settings, AnnouncementSpeaker speaker, EventEmitter events, Supplier<Game> game) {
        this.settings = settings;
        this.events = events;
        this.game = game;
        this.gate = new AnnouncementGate(settings, speaker, body -> this.events.emit(gameId, nanos, body));
    }

    @Override
    public void followed(String gameId, long monoNanos, EventBody body) {
        Announcer words = gate.announcer();
        if (body instanceof MoveEvent m && gate.announces(AnnouncementKind.MOVE)) {
            Game g = game.get();
            // Appendix D.2.1: the move in words, from the position it was played in.
            offer(gameId, monoNanos, words.move(g.positions().get(m.ply() - 1), g.moves().get(m.ply() - 1)));
        } else if (body instanceof FlagEvent f && gate.announces(AnnouncementKind.FLAG)) {
            offer(gameId, monoNanos, words.flag(f.side()));
        } else if (body instanceof IrregularityEvent i && gate.announces(AnnouncementKind.IRREGULARITY)) {
            offer(gameId, monoNanos, words.irregularity(i.kind(), i.side()));
        } else if (body instanceof ResultEvent r && gate.announces(AnnouncementKind.RESULT)) {
            offer(gameId, monoNanos, words.result(new Outcome(r.result(), r.termination())));
        }
    }

    /** Does this button ask for the times now? Only while announcements of the times are on. */
    boolean isTimeRequest(ClockButton button) {
        return button == settings.timeButton() && gate.announces(AnnouncementKind.TIME);
    }

    /**
     * Appendix D: both remaining times and the number of moves made ({@code clock} null: a game without a clock, the
     * number of moves alone). Refused where time announcements are off, so a command that would do nothing says so.
     */
    void times(String gameId, long monoNanos, ClockReading clock, int ply) {
        if (!gate.announces(AnnouncementKind.TIME)) {
            throw new CommandRefused(settings.enabled()
                    ? "time announcements are off (announce.kinds does not list time)"
                    : "announcements are off (announce.enabled = false)");
        }
        int moves = Announcer.movesMade(ply);
        Announcer words = gate.announcer();
        offer(gameId, monoNanos, clock == null ? words.moves(moves)
                : words.times(clock.whiteMs(), clock.blackMs(), moves));
    }

    private void offer(String gameId, long monoNanos, Announcement announcement) {
        this.gameId = gameId;
        this.nanos = monoNanos;
        gate.offer(announcement);
    }
}
