package org.touchmove.firmware.controller;

import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.event.Signer;

/**
 * A compact, readable line per event for scenario assertions: the monotonic millisecond, the type and
 * the fields a scenario is about, e.g. {@code "@2150 move e2e4 e4 w=300850 b=300000 clock-press"}.
 * Free text (irregularity details) and the envelope are left out; tests check those separately.
 */
final class EventProjection {

    private EventProjection() {
    }

    static String of(Event e) {
        return "@" + e.monoMs() + " " + body(e);
    }

    private static String body(Event e) {
        return e.body().accept(LINE);
    }

    private static final EventBody.Visitor<String> LINE = new EventBody.Visitor<>() {
        @Override
        public String move(MoveEvent m) {
            return "move " + m.uci() + " " + m.san()
                    + (m.whiteMs() == null && m.blackMs() == null ? "" : " w=" + m.whiteMs() + " b=" + m.blackMs())
                    + " " + m.completedBy().wireName();
        }

        @Override
        public String irregularity(IrregularityEvent i) {
            return "irregularity " + i.kind().wireName() + " " + orDash(i.article()) + " " + side(i.side());
        }

        @Override
        public String flag(FlagEvent f) {
            return "flag " + side(f.side()) + (f.opponentCanCheckmate() ? " opponent-can-mate" : " opponent-cannot-mate")
                    + " ply=" + f.atPly();
        }

        @Override
        public String clock(ClockEvent c) {
            return "clock w=" + c.whiteMs() + " b=" + c.blackMs() + " running=" + side(c.running()) + " "
                    + c.cause().wireName();
        }

        @Override
        public String result(ResultEvent r) {
            return "result " + r.result().pgn() + " " + r.termination().wireName() + " " + r.decidedBy().wireName();
        }

        @Override
        public String position(PositionEvent p) {
            return "position ply=" + p.ply() + " " + p.fen();
        }

        @Override
        public String newGame(NewGameEvent n) {
            return "new-game " + n.timeControl() + " " + n.mode().wireName() + " " + n.fen();
        }

        @Override
        public String announce(AnnounceEvent a) {
            return "announce " + a.kind().wireName() + " " + a.text();
        }

        @Override
        public String scoresheet(ScoresheetEvent s) {
            return "scoresheet " + s.state().wireName() + " "
                    + String.join(",", s.signedBy().stream().map(Signer::wireName).toList()) + (s.change() == null ? ""
                    : " " + s.change());
        }

        @Override
        public String resumed(ResumedEvent r) {
            return "resumed after=" + r.afterSeq() + " ply=" + r.ply() + " " + r.fen();
        }

        @Override
        public String acknowledged(org.touchmove.firmware.event.AcknowledgedEvent a) {
            return "acknowledged " + a.kind() + " " + a.alert() + " by " + a.arbiter();
        }
    };

    private static String side(Color c) {
        return c == null ? "-" : c.wireName();
    }

    private static String orDash(String s) {
        return s == null || s.isEmpty() ? "-" : s;
    }
}
