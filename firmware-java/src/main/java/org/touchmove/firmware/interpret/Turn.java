package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/**
 * The position whose move is awaited, with its legal successors computed once, on first use: a turn begins inside
 * the step that completes the previous move, where a board back at rest needs only the occupancy and whether a
 * castling could leave it unchanged, so the new position's moves are generated when the next piece is lifted, after
 * the move was committed and sent (docs/performance.md, "The cold step"). The interpreter runs on one thread.
 */
final class Turn {

    private final Position position;
    private final long occupancy;
    private List<Successor> successors;
    private final Map<Move, String> codesAfter = new HashMap<>();
    private String codes;

    Turn(Position position) {
        this.position = position;
        this.occupancy = PositionFacts.occupancy(position);
    }

    Position position() {
        return position;
    }

    long occupancy() {
        return occupancy;
    }

    List<Successor> successors() {
        if (successors == null) {
            List<Successor> list = new ArrayList<>();
            for (Move move : position.legalMoves()) {
                long occ = PositionFacts.occupancyAfter(position, move);
                int captured = PositionFacts.capturedSquare(position, move);
                long touched = (occupancy ^ occ) | (captured >= 0 ? 1L << captured : 0L);
                list.add(new Successor(position, move, occ, touched, captured,
                        PositionFacts.isCastling(position, move)));
            }
            successors = Collections.unmodifiableList(list);
        }
        return successors;
    }

    /**
     * Whether a castling of the side to move could leave every square's occupancy as it is (Chess960: king and rook
     * swap, king f1 and rook g1 short or king d1 and rook c1 long), from the castling rights alone: false means no
     * successor is such a castling, without generating the moves. True says only that one may be.
     */
    boolean mayCastleInPlace() {
        long rooks = position.castlingRooks() & position.occupied(position.sideToMove());
        if (rooks == 0) {
            return false;
        }
        int king = position.kingSquare(position.sideToMove());
        for (long r = rooks; r != 0; r &= r - 1) {
            int rook = Long.numberOfTrailingZeros(r);
            if ((rook >> 3) != (king >> 3)) {
                continue;
            }
            Move castling = Move.of(king, rook);
            int kingTo = position.castledKingSquare(castling);
            int rookTo = position.castledRookSquare(castling);
            if (kingTo == rook && rookTo == king || kingTo == king && rookTo == rook) {
                return true;
            }
        }
        return false;
    }

    String codes() {
        if (codes == null) {
            codes = PositionFacts.codes(position);
        }
        return codes;
    }

    /**
     * Whether {@code rookMove} moves a rook exactly as a legal castling would (h1-f1 while e1-g1 is
     * legal): the first half of castling done rook first.
     */
    boolean isRookHalfOfCastling(Successor rookMove) {
        for (Successor s : successors) {
            if (s.castling() && position.castlingRook(s.move()) == rookMove.move().from()
                    && position.castledRookSquare(s.move()) == rookMove.move().to()) {
                return true;
            }
        }
        return false;
    }

    String codesAfter(Successor successor) {
        return codesAfter.computeIfAbsent(successor.move(), m -> PositionFacts.codes(successor.after()));
    }
}
