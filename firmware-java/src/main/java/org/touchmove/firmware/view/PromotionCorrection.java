package org.touchmove.firmware.view;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.rules.notation.Uci;

/**
 * Rebuilds a move list after the arbiter corrected a promotion: no {@code move} event says so, only a
 * {@code position} event with as many plies as before and another position (docs/interpreter.md: later moves are
 * replayed). The view finds the promotion whose other piece gives exactly that position.
 */
final class PromotionCorrection {

    private static final List<PieceType> PROMOTIONS =
            List.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT);

    private PromotionCorrection() {
    }

    /** The corrected moves, or {@code moves} unchanged when no single promotion change explains {@code fen}. */
    static List<PlayedMove> apply(String startFen, boolean chess960, List<PlayedMove> moves, String fen) {
        List<Position> before = new ArrayList<>(moves.size());
        Position p;
        try {
            p = Position.fromStartFen(startFen, chess960);
            for (PlayedMove m : moves) {
                before.add(p);
                p = p.play(parse(m.uci(), p));
            }
        } catch (RuntimeException e) {
            return moves; // the list does not replay: nothing to correct from
        }
        for (int i = moves.size() - 1; i >= 0; i--) {
            Move played = parse(moves.get(i).uci(), before.get(i));
            if (played.promotion() == null) {
                continue;
            }
            for (PieceType piece : PROMOTIONS) {
                if (piece == played.promotion()) {
                    continue;
                }
                List<PlayedMove> replayed = replay(before.get(i), moves, i, Move.of(played.from(), played.to(), piece));
                if (replayed != null && replayed.get(replayed.size() - 1).fenAfter().equals(fen)) {
                    return replayed;
                }
            }
        }
        return moves;
    }

    /** Moves {@code 0..i-1} as they were, {@code corrected} at {@code i}, later moves replayed; null if illegal. */
    private static List<PlayedMove> replay(Position atI, List<PlayedMove> moves, int i, Move corrected) {
        List<PlayedMove> out = new ArrayList<>(moves.subList(0, i));
        Position p = atI;
        for (int k = i; k < moves.size(); k++) {
            PlayedMove old = moves.get(k);
            Move m;
            try {
                m = k == i ? corrected : parse(old.uci(), p);
                if (!p.isLegal(m)) {
                    return null;
                }
            } catch (RuntimeException e) {
                return null;
            }
            Position next = p.play(m);
            out.add(new PlayedMove(old.ply(), San.format(p, m, next), m.uci(), next.fen(), old.whiteMs(),
                    old.blackMs()));
            p = next;
        }
        return out;
    }

    private static Move parse(String uci, Position p) {
        try {
            return Uci.parse(uci, p);
        } catch (IllegalArgumentException e) { // malformed or illegal (IllegalMoveException)
            throw new IllegalStateException("move " + uci + " does not replay from " + p.fen(), e);
        }
    }
}
