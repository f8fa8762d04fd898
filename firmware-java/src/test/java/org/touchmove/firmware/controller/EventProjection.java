package org.touchmove.firmware.controller;

import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.rules.Color;

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
        if (e.body() instanceof MoveEvent m) {
            return "move " + m.uci() + " " + m.san()
                    + (m.whiteMs() == null && m.blackMs() == null ? "" : " w=" + m.whiteMs() + " b=" + m.blackMs())
                    + " " + m.completedBy();
        } else if (e.body() instanceof IrregularityEvent i) {
            return "irregularity " + i.kind() + " " + orDash(i.article()) + " " + side(i.side());
        } else if (e.body() instanceof FlagEvent f) {
            return "flag " + side(f.side()) + (f.opponentCanCheckmate() ? " opponent-can-mate" : " opponent-cannot-mate")
                    + " ply=" + f.atPly();
        } else if (e.body() instanceof ClockEvent c) {
            return "clock w=" + c.whiteMs() + " b=" + c.blackMs() + " running=" + side(c.running()) + " " + c.cause();
        } else if (e.body() instanceof ResultEvent r) {
            return "result " + r.result() + " " + r.termination() + " " + r.decidedBy();
        } else if (e.body() instanceof PositionEvent p) {
            return "position ply=" + p.ply() + " " + p.fen();
        } else if (e.body() instanceof NewGameEvent n) {
            return "new-game " + n.timeControl() + " " + n.mode() + " " + n.fen();
        } else if (e.body() instanceof org.touchmove.firmware.event.AnnounceEvent a) {
            return "announce " + a.kind() + " " + a.text();
        } else if (e.body() instanceof org.touchmove.firmware.event.ScoresheetEvent s) {
            return "scoresheet " + s.state() + " " + String.join(",", s.signedBy()) + (s.change() == null ? ""
                    : " " + s.change());
        }
        throw new IllegalArgumentException("unknown event body " + e.body());
    }

    private static String side(Color c) {
        return c == null ? "-" : c.wireName();
    }

    private static String orDash(String s) {
        return s == null || s.isEmpty() ? "-" : s;
    }
}
