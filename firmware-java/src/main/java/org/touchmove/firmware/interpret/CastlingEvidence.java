package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.firmware.rules.Game;

/**
 * Chess960 castling on a board that senses occupancy (FIDE Laws, Guidelines II.3): king and rook end on the g/c and
 * f/d files from wherever they stood, so castling may leave the board exactly as a rook move (king f1 and rook h1
 * short looks like Rg1; king d1 and rook a1 long like Rc1; king g1 and rook h1 short, whose king stays, like Rf1), as a
 * king step (king e1 and rook g1 short looks like Kf1), or unchanged (king f1 and rook g1 short, king d1 and rook c1
 * long swap the two). Whichever way the player castles (king off first as the Guidelines recommend, king first, rook
 * first), king and rook are both off their squares at some moment; a rook move or a king step never lifts the other
 * piece. Art. 4.4.2 says the same: having touched king and rook, a player castles if he can. See docs/interpreter.md,
 * "Chess960 castling".
 */
final class CastlingEvidence {

    private CastlingEvidence() {
    }

    /**
     * Of several moves that leave the board alike, castling when king and rook were seen off their squares together
     * since the board last showed the position, else the others.
     */
    static List<Successor> sort(Turn turn, List<Successor> fits, TurnEvidence evidence) {
        if (fits.size() < 2 || fits.stream().noneMatch(Successor::castling)
                || fits.stream().allMatch(Successor::castling)) {
            return fits;
        }
        List<Successor> castled = new ArrayList<>();
        for (Successor s : fits) {
            if (s.castling() && evidence.seenEmptyTogether(kingAndRook(turn, s))) {
                castled.add(s);
            }
        }
        if (!castled.isEmpty()) {
            return castled;
        }
        // The king lifted first and put back, then a rook moved as castling would move it: castling by Art. 4.4.2,
        // or a rook move after touching the king (Art. 4.3.1)? The board cannot tell: the press or the arbiter decides.
        for (Successor s : fits) {
            if (s.castling() && (evidence.firstLifted() & 1L << s.move().from()) != 0 && fits.stream().anyMatch(
                    o -> !o.castling() && o.move().from() == turn.position().castlingRook(s.move()))) {
                return fits;
            }
        }
        List<Successor> others = new ArrayList<>();
        for (Successor s : fits) {
            if (!s.castling()) {
                others.add(s);
            }
        }
        return others;
    }

    /**
     * The castling that swaps king and rook, when the board shows the position again: made if an identity board sees
     * the two swapped, or an occupancy board saw both off their squares together on the way.
     */
    static Optional<BoardState> swap(Turn turn, Game game, BoardReading reading, TurnEvidence evidence) {
        if (!turn.mayCastleInPlace()) {
            return Optional.empty(); // no successor is looked at below: the moves are not generated for it
        }
        for (Successor s : turn.successors()) {
            if (!s.castling() || s.occupancy() != turn.occupancy()) {
                continue;
            }
            boolean made = reading.codes().isPresent() ? reading.codes().get().equals(turn.codesAfter(s))
                    : evidence.seenEmptyTogetherOnTheWayBack(kingAndRook(turn, s));
            if (made) {
                return Optional.of(BoardState.Made.of(turn, game, s));
            }
        }
        return Optional.empty();
    }

    private static long kingAndRook(Turn turn, Successor castling) {
        return 1L << castling.move().from() | 1L << turn.position().castlingRook(castling.move());
    }
}
