package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/** The position whose move is awaited, with its legal successors computed once. */
final class Turn {

    private final Position position;
    private final long occupancy;
    private final List<Successor> successors;
    private final Map<Move, String> codesAfter = new HashMap<>();
    private String codes;

    Turn(Position position) {
        this.position = position;
        this.occupancy = PositionFacts.occupancy(position);
        List<Successor> list = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            long occ = PositionFacts.occupancyAfter(position, move);
            int captured = PositionFacts.capturedSquare(position, move);
            long touched = (occupancy ^ occ) | (captured >= 0 ? 1L << captured : 0L);
            list.add(new Successor(position, move, occ, touched, captured, PositionFacts.isCastling(position, move)));
        }
        this.successors = Collections.unmodifiableList(list);
    }

    Position position() {
        return position;
    }

    long occupancy() {
        return occupancy;
    }

    List<Successor> successors() {
        return successors;
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
