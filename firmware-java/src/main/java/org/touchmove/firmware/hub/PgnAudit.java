package org.touchmove.firmware.hub;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The arbiter's actions in the round's PGN (docs/hub.md, "Audit"): each as a comment of its own,
 * {@code {[%arbiter] illegal move by Black: position reinstated, +2 min to White, Art. 7.5.5}}, after the move of the
 * ply it concerns (before the first move for ply 0), on a line of its own. Lichess's study reader keeps such a comment
 * as the move's comment text (it takes out only the commands it knows: {@code %clk}, {@code %emt}, {@code %csl},
 * {@code %cal}); other readers keep it as a comment.
 */
final class PgnAudit {

    /** One arbiter action of the game {@code gameId}, after {@code ply} plies. */
    record Note(String gameId, int ply, String text) {
    }

    private PgnAudit() {
    }

    /** The PGN text (one game or many, as {@code PgnWriter} writes them) with the notes of its games inserted. */
    static String annotate(String pgn, List<Note> notes) {
        if (notes.isEmpty()) {
            return pgn;
        }
        record Insert(int at, String text) {
        }
        List<Insert> inserts = new ArrayList<>();
        for (Note n : notes) {
            int tag = pgn.indexOf("[GameId \"" + n.gameId() + "\"]");
            if (tag < 0) {
                continue; // not in this file (another round, or left out until repaired)
            }
            int movetext = pgn.indexOf("\n\n", tag);
            if (movetext < 0) {
                continue;
            }
            movetext += 2;
            int end = pgn.indexOf("\n\n", movetext);
            int at = afterPly(pgn, movetext, end < 0 ? pgn.length() : end, n.ply());
            if (at >= 0) {
                String comment = "{[%arbiter] " + n.text().replace('}', ')').replace('{', '(') + "}";
                inserts.add(new Insert(at, at == movetext ? comment + "\n" : "\n" + comment));
            }
        }
        inserts.sort(Comparator.comparingInt(Insert::at).reversed());
        StringBuilder out = new StringBuilder(pgn);
        for (Insert i : inserts) {
            out.insert(i.at(), i.text());
        }
        return out.toString();
    }

    /**
     * Where a comment after ply {@code ply} goes in the movetext {@code [from, to)}: after the move's SAN and the
     * comments that follow it; {@code from} for ply 0; -1 if the movetext has fewer plies (a delayed feed that has not
     * reached it yet).
     */
    static int afterPly(String pgn, int from, int to, int ply) {
        if (ply == 0) {
            return from;
        }
        int plies = 0;
        int i = from;
        int after = -1;
        while (i < to) {
            char c = pgn.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '{') {
                int close = pgn.indexOf('}', i);
                i = close < 0 ? to : close + 1;
                if (after >= 0) {
                    after = i;
                }
                continue;
            }
            int start = i;
            while (i < to && !Character.isWhitespace(pgn.charAt(i)) && pgn.charAt(i) != '{') {
                i++;
            }
            String token = pgn.substring(start, i);
            if (after >= 0) {
                return after; // the next token after the move and its comments
            }
            if (token.matches("\\d+\\.+") || token.matches("1-0|0-1|1/2-1/2|\\*")) {
                if (!token.matches("\\d+\\.+")) {
                    return -1; // the result: the game has fewer plies
                }
                continue;
            }
            String san = token.replaceFirst("^\\d+\\.+", "");
            if (!san.isEmpty() && ++plies == ply) {
                after = i;
            }
        }
        return after;
    }
}
