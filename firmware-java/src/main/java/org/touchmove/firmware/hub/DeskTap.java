package org.touchmove.firmware.hub;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.event.AcknowledgedEvent;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.event.Signer;
import org.touchmove.firmware.rules.Color;

/**
 * What the arbiter's desk needs from a board's events beyond its view (which keeps neither): the board's own Art. 7.5.5
 * penalty (a {@code clock} event of cause {@code penalty}), the side whose flag fell, and the scoresheet's signatures.
 * Only events whose text names one of these are read (the room has read every event already). It also hands the
 * boards' {@code acknowledged} events (an arbiter handled a desk alert: docs/events.md) to the desk's {@link DeskAcks}.
 */
final class DeskTap {

    /** What was heard of one board's current game. */
    record Heard(String gameId, long penaltySeq, Color flagged, List<Signer> signedBy) {
        static final Heard NONE = new Heard(null, 0, null, List.of());
    }

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(DeskTap.class);

    private final Map<String, Heard> boards = new HashMap<>();
    private final DeskAcks acks;

    /** Acknowledgements in memory only. */
    DeskTap() {
        this(DeskAcks.inMemory());
    }

    DeskTap(DeskAcks acks) {
        this.acks = acks;
    }

    DeskAcks acks() {
        return acks;
    }

    /** One event message of a board, as the room received it; anything not an event the desk keeps is ignored. */
    void event(String boardId, String payload) {
        if (payload.length() > HubLimits.MAX_MESSAGE_CHARS || !payload.contains("\"penalty\"")
                && !payload.contains("\"flag\"") && !payload.contains("\"scoresheet\"")
                && !payload.contains("\"acknowledged\"")) {
            return;
        }
        Event e;
        try {
            e = EventJson.read(payload);
        } catch (RuntimeException bad) {
            // Whatever a rogue board sends: the room has logged and dropped it already; the desk only skips it.
            log.debug("board {}: desk skips an event it cannot read: {}", boardId, bad.toString());
            return;
        }
        if (e.body() instanceof AcknowledgedEvent a) {
            acknowledged(boardId, e, a);
            return;
        }
        synchronized (this) {
            Heard h = boards.getOrDefault(boardId, Heard.NONE);
            if (e.gameId() == null) {
                return;
            }
            if (!e.gameId().equals(h.gameId())) {
                h = new Heard(e.gameId(), 0, null, List.of());
            }
            if (e.body() instanceof ClockEvent c && c.cause() == ClockCause.PENALTY) {
                h = new Heard(h.gameId(), e.seq(), h.flagged(), h.signedBy());
            } else if (e.body() instanceof FlagEvent f) {
                h = new Heard(h.gameId(), h.penaltySeq(), f.side(), h.signedBy());
            } else if (e.body() instanceof ScoresheetEvent s) {
                h = new Heard(h.gameId(), h.penaltySeq(), h.flagged(), s.signedBy());
            }
            boards.put(boardId, h);
        }
    }

    /** A board's word that an arbiter handled one of its alerts; an alert of another board is not its to close. */
    private void acknowledged(String boardId, Event e, AcknowledgedEvent a) {
        if (!boardId.equals(e.boardId()) || !a.alert().startsWith(boardId + "/")) {
            log.warn("board {}: acknowledged event seq {} names alert '{}' of another board; ignored", boardId,
                    e.seq(), a.alert());
            return;
        }
        if (acks.add(new DeskAcks.Ack(a.alert(), boardId, a.kind(), a.arbiter(), e.ts(), DeskAcks.Via.BOARD))) {
            log.info("desk: alert {} acknowledged by {} (board {} seq {})", a.alert(), a.arbiter(), boardId, e.seq());
        }
    }

    /** What was heard of the board's game {@code gameId} (nothing for another game). */
    synchronized Heard of(String boardId, String gameId) {
        Heard h = boards.getOrDefault(boardId, Heard.NONE);
        return gameId != null && gameId.equals(h.gameId()) ? h : Heard.NONE;
    }
}
