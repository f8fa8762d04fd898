package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.Signer;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.OpenIrregularity;
import org.touchmove.firmware.view.Phase;
import org.touchmove.firmware.view.PlayedMove;

/**
 * Which desk actions fit a board's state, and only those (docs/hub.md, "The arbiter's desk"): one pure function of
 * the view, the connection and what the desk heard of the game. The hub offers these, and sends an action's commands
 * only if it still fits when the arbiter clicks (a second arbiter may have acted first).
 */
final class DeskActions {

    /** Art. 7.5.5: the opponent of a player who completed an illegal move gets two minutes. */
    static final long PENALTY_MS = 120_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private DeskActions() {
    }

    /**
     * @param online  a board whose connection is down takes no command (a command older than a minute is refused as
     *                stale, docs/commands.md): nothing fits until it is back
     * @param heard   the board's own penalty, fallen flag and signatures (events the view does not keep)
     * @param arbiter the arbiter's name, for the scoresheet's signature
     */
    static List<DeskAction> fitting(BoardView v, boolean online, DeskTap.Heard heard, String arbiter) {
        List<DeskAction> out = new ArrayList<>();
        if (!online || !v.hasGame()) {
            return out;
        }
        boolean clock = v.timeControl() != null && !v.timeControl().equals("-");
        if (v.phase() == Phase.IRREGULARITY_PENDING && v.irregularity() != null) {
            irregularity(v, v.irregularity(), heard, clock, out);
        }
        if (v.result() == null && v.clockStatus() == ClockStatus.FLAGGED) {
            flagQuestion(v, heard, out);
            return out;
        }
        if (v.phase() == Phase.FINISHED) {
            if (v.result() != null && !heard.signedBy().contains(Signer.ARBITER)) {
                out.add(new DeskAction("sign", "Sign the scoresheet", "8.7", List.of(command("scoresheet-change", o -> {
                    o.put("arbiter", arbiter);
                    o.put("change", "sign");
                })), null));
            }
            return out;
        }
        if (clock) {
            clockActions(v, out);
        }
        promotion(v, out);
        results(out);
        return out;
    }

    /**
     * A new game fits a board that is online and has no game, or whose game is over: the desk's new-game form
     * (standard chess or Chess960, FIDE Laws Guidelines II) is offered only then, and a game on is never replaced.
     */
    static boolean newGameFits(BoardView v, boolean online) {
        return online && (!v.hasGame() || v.phase() == Phase.FINISHED);
    }

    private static void irregularity(BoardView v, OpenIrregularity i, DeskTap.Heard heard, boolean clock,
            List<DeskAction> out) {
        IrregularityKind kind = i.kind();
        if (kind == IrregularityKind.ILLEGAL_MOVE) {
            // Art. 7.5.1 reinstate the position before the move; Art. 7.5.5 two minutes to the opponent. A board that
            // gave them itself (its clock event of cause penalty after the report) is not given them twice.
            Color offender = i.side() == null ? v.running() : Color.fromWireName(i.side());
            Color opponent = offender == null ? null : offender.opposite();
            boolean boardGave = heard.penaltySeq() > i.seq();
            List<String> cmds = new ArrayList<>();
            cmds.add(command("reinstate", o -> o.put("ply", i.atPly())));
            String penalty;
            if (!clock || opponent == null) {
                penalty = "no clock: no time penalty";
            } else if (boardGave) {
                penalty = "+2 min to " + name(opponent) + " (given by the board)";
            } else {
                cmds.add(command("adjust-time", o -> {
                    o.put("side", opponent.wireName());
                    o.put("mode", "add");
                    o.put("millis", PENALTY_MS);
                }));
                penalty = "+2 min to " + name(opponent);
            }
            out.add(new DeskAction("reinstate-penalty", "Reinstate after ply " + i.atPly() + ", " + penalty,
                    "7.5.5", cmds, "illegal move" + (offender == null ? "" : " by " + name(offender))
                    + ": position reinstated, " + penalty + ", Art. 7.5.5"));
        } else if (kind == IrregularityKind.TAKEBACK) {
            out.add(new DeskAction("accept-takeback", "Accept the takeback", "4.7",
                    List.of(command("accept-takeback", o -> { })), "takeback accepted by the arbiter, Art. 4.7"));
            out.add(new DeskAction("refuse-takeback", "Refuse the takeback", "4.7",
                    List.of(command("refuse-takeback", o -> { })), null));
        } else if (kind == IrregularityKind.AMBIGUOUS_MOVE) {
            for (String uci : DeskEvidence.of(i).candidates()) {
                out.add(new DeskAction("choose-move:" + uci, "The move was " + uci, null,
                        List.of(command("choose-move", o -> o.put("uci", uci))),
                        "the arbiter chose " + uci + " (the board could not tell)"));
            }
        } else {
            // Displaced pieces (Art. 7.4) and any kind added later: the position the game has, put back.
            out.add(new DeskAction("reinstate", "Re-establish the position after ply " + i.atPly(), i.article(),
                    List.of(command("reinstate", o -> o.put("ply", i.atPly()))),
                    kind.wireName() + ": position re-established" + (i.article() == null ? ""
                            : ", Art. " + i.article())));
        }
    }

    /** Art. 6.9: the flag fell and the board could not tell whether the opponent can still mate: the arbiter says. */
    private static void flagQuestion(BoardView v, DeskTap.Heard heard, List<DeskAction> out) {
        Color flagged = heard.flagged() != null ? heard.flagged()
                : v.whiteMs() != null && v.whiteMs() <= 0 ? Color.WHITE : Color.BLACK;
        Color other = flagged.opposite();
        String win = other == Color.WHITE ? "1-0" : "0-1";
        out.add(new DeskAction("flag-win", win + ": " + name(other) + " can mate (Art. 6.9)", "6.9",
                List.of(command("declare-result", o -> {
                    o.put("result", win);
                    o.put("termination", "time-forfeit");
                })), "flag of " + name(flagged) + ": " + name(other) + " can checkmate, " + win + ", Art. 6.9"));
        out.add(new DeskAction("flag-draw", "1/2-1/2: " + name(other) + " cannot mate (Art. 6.9)", "6.9",
                List.of(command("declare-result", o -> {
                    o.put("result", "1/2-1/2");
                    o.put("termination", "time-forfeit-draw");
                })), "flag of " + name(flagged) + ": " + name(other) + " cannot checkmate, 1/2-1/2, Art. 6.9"));
    }

    private static void clockActions(BoardView v, List<DeskAction> out) {
        if (v.clockStatus() == ClockStatus.NOT_STARTED) {
            out.add(new DeskAction("start", "Start the clock", "6.5", List.of(command("start", o -> { })), null));
            return;
        }
        if (v.clockStatus() == ClockStatus.RUNNING) {
            out.add(new DeskAction("pause", "Pause the clock", "6.11.1", List.of(command("pause", o -> { })), null));
        } else if (v.clockStatus() == ClockStatus.PAUSED) {
            out.add(new DeskAction("resume", "Resume the clock", "6.11.1", List.of(command("resume", o -> { })),
                    null));
        }
        for (Color side : Color.values()) {
            for (int minutes : new int[] {1, -1}) {
                String sign = minutes > 0 ? "+" : "-";
                out.add(new DeskAction("adjust:" + side.wireName() + ":" + sign + "1", sign + "1 min " + name(side),
                        "6.10.2", List.of(command("adjust-time", o -> {
                            o.put("side", side.wireName());
                            o.put("mode", "add");
                            o.put("millis", minutes * 60_000L);
                        })), "clock of " + name(side) + " " + sign + "1 min by the arbiter, Art. 6.10.2"));
            }
        }
    }

    /** The last move, if a promotion: the other three pieces it could have been. */
    private static void promotion(BoardView v, List<DeskAction> out) {
        PlayedMove last = v.lastMove();
        if (last == null || last.uci().length() != 5) {
            return;
        }
        for (String piece : List.of("queen", "rook", "bishop", "knight")) {
            if (piece.charAt(0) == last.uci().charAt(4) || (piece.equals("knight") && last.uci().charAt(4) == 'n')) {
                continue;
            }
            out.add(new DeskAction("promote:" + piece, "Ply " + last.ply() + " promoted to a " + piece, null,
                    List.of(command("correct-promotion", o -> {
                        o.put("ply", last.ply());
                        o.put("piece", piece);
                    })), "promotion at ply " + last.ply() + " corrected to a " + piece));
        }
    }

    private static void results(List<DeskAction> out) {
        String[][] rulings = {{"1-0", "resignation", "1-0 (Black resigned)", "5.1.2"},
                {"0-1", "resignation", "0-1 (White resigned)", "5.1.2"},
                {"1/2-1/2", "agreement", "1/2-1/2 (draw agreed)", "9.1"}};
        for (String[] r : rulings) {
            out.add(new DeskAction("result:" + r[0] + ":" + r[1], r[2], r[3], List.of(command("declare-result", o -> {
                o.put("result", r[0]);
                o.put("termination", r[1]);
            })), "result " + r[2] + " declared by the arbiter, Art. " + r[3]));
        }
    }

    private static String name(Color c) {
        return c.wireName().substring(0, 1).toUpperCase(Locale.ROOT) + c.wireName().substring(1);
    }

    private static String command(String type, java.util.function.Consumer<ObjectNode> fields) {
        ObjectNode o = JSON.createObjectNode();
        o.put("type", type);
        fields.accept(o);
        return o.toString();
    }
}
