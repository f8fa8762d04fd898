package org.touchmove.firmware.hub;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.touchmove.firmware.view.BoardView;

/**
 * The arbiter's desk (docs/hub.md, "The arbiter's desk"): the room's boards with what needs the arbiter first, the
 * alerts across the room with their acknowledgements, and the actions that fit each board, sent as commands. Shared
 * by every arbiter session of the hub, so a second arbiter sees what the first one handled.
 */
final class Desk {

    private static final Logger log = LoggerFactory.getLogger(Desk.class);
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON =
            new com.fasterxml.jackson.databind.ObjectMapper();
    static final int SENT_KEPT = 200;
    static final int AUDITS_KEPT = 10_000;
    /** {@code hub.desk.offlineRealertSeconds} unless configured: a board offline this long raises its alert again. */
    static final Duration DEFAULT_REALERT = Duration.ofMinutes(5);

    private final Room room;
    private final CommandSender commands;
    private final DeskTap tap;
    private final DeskAlerts alerts;
    private final AtomicLong roomVersion = new AtomicLong();
    private final Deque<Sent> sent = new ArrayDeque<>();
    private final List<Sent> awaiting = new ArrayList<>();
    private final List<Audit> audits = new ArrayList<>();

    /** A command the desk sent for an action: which reply answers which command, and the action's audit line. */
    record Sent(String id, String boardId, String gameId, String action, String label, String type, String by,
                Instant at, String audit, int ply) {
    }

    /** What an action came to: the commands sent, or why none was. */
    sealed interface Outcome {
        record Done(DeskAction action, List<Sent> sent) implements Outcome {
        }

        record Refused(int status, String reason) implements Outcome {
        }
    }

    Desk(Room room, CommandSender commands, DeskTap tap, Duration realert) {
        this.room = room;
        this.commands = commands;
        this.tap = tap;
        this.alerts = new DeskAlerts(realert, tap.acks());
        room.addListener(id -> {
            roomVersion.incrementAndGet();
            confirmAudits();
        });
    }

    /** An action's audit line, once the board accepted its first command, and when it was taken. */
    private record Audit(PgnAudit.Note note, Instant at) {
    }

    /**
     * The arbiter's actions the board accepted, as PGN notes, taken at or before {@code upTo} (the public feeds lag by
     * their delay: an action shows there when the moves around it do).
     */
    List<PgnAudit.Note> notes(Instant upTo) {
        confirmAudits();
        synchronized (this) {
            return audits.stream().filter(a -> !a.at().isAfter(upTo)).map(Audit::note).toList();
        }
    }

    /** Moves the audit lines whose command the board answered out of waiting: accepted ones kept, refused dropped. */
    private void confirmAudits() {
        synchronized (this) {
            if (awaiting.isEmpty()) {
                return;
            }
        }
        List<Room.CommandReplyView> replies = room.replies();
        synchronized (this) {
            awaiting.removeIf(s -> {
                Room.CommandReplyView r = replies.stream().filter(x -> s.id().equals(x.id())).findFirst().orElse(null);
                if (r == null) {
                    return false;
                }
                if (r.status().equals("accepted")) {
                    audits.add(new Audit(new PgnAudit.Note(s.gameId(), s.ply(), s.audit() + "; by "
                            + s.by().replaceFirst(" \\(session [0-9a-f]+\\)$", "")),
                            s.at()));
                    while (audits.size() > AUDITS_KEPT) {
                        log.warn("desk: more than {} arbiter actions; the oldest leaves the PGN's comments: {}",
                                AUDITS_KEPT, audits.remove(0).note());
                    }
                }
                return true;
            });
        }
    }

    Instant now() {
        return room.now();
    }

    /** The room in the desk's order (what needs the arbiter first), the alerts refreshed at this moment. */
    synchronized View view() {
        List<Room.BoardSnapshot> boards = room.boards();
        alerts.refresh(boards, room.now());
        return new View(roomVersion.get() + "." + alerts.version(), boards, alerts.list(), room.now());
    }

    /** One read of the desk. */
    record View(String version, List<Room.BoardSnapshot> boards, List<DeskAlert> alerts, Instant now) {
    }

    DeskTap.Heard heard(BoardView v) {
        return tap.of(v.boardId(), v.gameId());
    }

    /** What pressing Acknowledge came to. */
    sealed interface Ack {
        /** No alert so numbered (the hub restarted, or it left the list). */
        record NotFound() implements Ack {
        }

        /** Someone acknowledged it before: the first acknowledgement stands. */
        record Already(DeskAlert alert) implements Ack {
        }

        /**
         * The board is online: the {@code acknowledge} command went to it; the alert shows handled once the board's
         * {@code acknowledged} event comes back (its journal holds it then).
         */
        record Sent(DeskAlert alert, String commandId) implements Ack {
        }

        /** The board is offline and cannot take a command: the hub recorded it in its own state alone. */
        record Recorded(DeskAlert alert) implements Ack {
        }
    }

    /**
     * An arbiter acknowledges an alert: through the board ({@code acknowledge}, docs/commands.md) when it is online,
     * so its journal holds who and when and every hub hears it; in the hub's own state when it is not.
     *
     * @param who the arbiter as the session names him (never text from the request)
     */
    Ack acknowledge(String alertId, String who) {
        Optional<DeskAlert> found = alerts.get(alertId);
        if (found.isEmpty()) {
            return new Ack.NotFound();
        }
        DeskAlert a = found.get();
        if (a.ackedBy() != null) {
            return new Ack.Already(a);
        }
        Room.BoardSnapshot b = room.board(a.boardId());
        if (b != null && b.status().online()) {
            ObjectNode c = JSON.createObjectNode();
            c.put("type", "acknowledge");
            c.put("alert", a.key());
            c.put("kind", a.kind());
            c.put("arbiter", who);
            String id = commands.sendJson(a.boardId(), c.toString());
            BoardView v = b.view();
            synchronized (this) {
                sent.addFirst(new Sent(id, a.boardId(), v.gameId(), "acknowledge", "Acknowledge: " + a.kind(),
                        "acknowledge", who, room.now(), null, v.ply()));
                while (sent.size() > SENT_KEPT) {
                    sent.removeLast();
                }
            }
            log.info("desk: alert {} ({} on board {}) acknowledged by {}: command {}", a.id(), a.key(), a.boardId(),
                    who, id);
            return new Ack.Sent(a, id);
        }
        tap.acks().add(new DeskAcks.Ack(a.key(), a.boardId(), a.kind(), who, room.now(), DeskAcks.Via.HUB));
        log.info("desk: alert {} ({} on board {}, offline) acknowledged by {} in the hub's state", a.id(), a.key(),
                a.boardId(), who);
        synchronized (this) {
            alerts.refresh(room.boards(), room.now());
        }
        return new Ack.Recorded(alerts.get(alertId).orElse(a));
    }

    /**
     * Sends the commands of the action so named if it fits the board's state now (a second arbiter may have acted
     * first: the state moved on and the action no longer fits).
     */
    Outcome act(String boardId, String actionName, String who) {
        Room.BoardSnapshot b = room.board(boardId);
        if (b == null) {
            return new Outcome.Refused(404, "no board '" + boardId + "' in the room");
        }
        BoardView v = b.view();
        DeskAction action = DeskActions.fitting(v, b.status().online(), heard(v), who).stream()
                .filter(a -> a.name().equals(actionName)).findFirst().orElse(null);
        if (action == null) {
            return new Outcome.Refused(409, "'" + actionName + "' does not fit board " + boardId + " now (phase "
                    + v.phase().wireName() + (b.status().online() ? "" : ", offline") + ")");
        }
        return send(boardId, v, action, who);
    }

    /**
     * A new game on a board that has none or whose game is over (docs/hub.md, "The arbiter's desk"): standard chess,
     * or Chess960 (FIDE Laws, Guidelines II) from a start position number 0..959 or one the board draws, with the time
     * control given (null: the board's) and the board number the board had.
     *
     * @param chess960 null for standard chess, {@code "random"}, or a number 0..959 (checked by the command's own
     *                 reader: a wrong one throws {@link org.touchmove.firmware.command.CommandException})
     */
    Outcome newGame(String boardId, String timeControl, Object chess960, String who) {
        Room.BoardSnapshot b = room.board(boardId);
        if (b == null) {
            return new Outcome.Refused(404, "no board '" + boardId + "' in the room");
        }
        BoardView v = b.view();
        if (!DeskActions.newGameFits(v, b.status().online())) {
            return new Outcome.Refused(409, "a new game does not fit board " + boardId + " now ("
                    + (b.status().online() ? "its game is on: finish it first" : "offline") + ")");
        }
        ObjectNode c = JSON.createObjectNode();
        c.put("type", "new-game");
        String label = "New game";
        if (chess960 instanceof Number n) {
            c.put("chess960", n.longValue());
            label += ", Chess960 position " + n.longValue();
        } else if (chess960 != null) {
            c.put("chess960", chess960.toString());
            label += ", Chess960 drawn by the board";
        }
        if (timeControl != null && !timeControl.isBlank()) {
            c.put("timeControl", timeControl.strip());
            label += ", " + timeControl.strip();
        }
        if (v.metadata().board() != null) {
            c.put("board", v.metadata().board());
        }
        DeskAction action = new DeskAction("new-game", label, chess960 == null ? null : "II.1", List.of(c.toString()),
                null);
        return send(boardId, v, action, who);
    }

    private Outcome send(String boardId, BoardView v, DeskAction action, String who) {
        List<Sent> done = new ArrayList<>();
        int ply = v.irregularity() != null ? v.irregularity().atPly() : v.ply();
        for (String c : action.commands()) {
            String id = commands.sendJson(boardId, c);
            String type = type(c);
            Sent s = new Sent(id, boardId, v.gameId(), action.name(), action.label(), type, who, room.now(),
                    done.isEmpty() ? action.audit() : null, ply);
            done.add(s);
        }
        synchronized (this) {
            for (Sent s : done) {
                sent.addFirst(s);
                if (s.audit() != null) {
                    awaiting.add(s);
                }
            }
            while (sent.size() > SENT_KEPT) {
                sent.removeLast();
            }
        }
        log.info("desk: {} on board {} by {}: {}", action.name(), boardId, who, done.stream().map(Sent::id).toList());
        return new Outcome.Done(action, done);
    }

    private static String type(String command) {
        try {
            return JSON.readTree(command).path("type").asText();
        } catch (java.io.IOException e) {
            throw new IllegalStateException("a desk command is not JSON: " + command, e);
        }
    }

    /** The commands the desk sent to a board, newest first, each with its reply if one came. */
    synchronized List<Sent> sent(String boardId) {
        return sent.stream().filter(s -> s.boardId().equals(boardId)).toList();
    }

    /** Every command the desk sent, newest first. */
    synchronized List<Sent> sent() {
        return List.copyOf(sent);
    }

    Room room() {
        return room;
    }
}
