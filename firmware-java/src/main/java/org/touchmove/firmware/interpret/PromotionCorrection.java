package org.touchmove.firmware.interpret;

import java.util.List;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;

/**
 * The arbiter corrects the piece a pawn promoted to (Art. 3.7.5.1: the player's choice, which an occupancy board may
 * have misread): the game is replayed from that ply with the corrected move, and refused if a later move becomes
 * illegal.
 */
final class PromotionCorrection {

    private PromotionCorrection() {
    }

    /** The game with ply {@code ply} (1-based) promoting to {@code piece}; later moves replayed. */
    static Game apply(Game game, int ply, PieceType piece) {
        List<Move> moves = game.moves();
        if (ply < 1 || ply > moves.size()) {
            throw new IllegalArgumentException("ply " + ply + " is not in the game (1.." + moves.size() + ")");
        }
        Move old = moves.get(ply - 1);
        if (PositionFacts.promotion(old).isEmpty()) {
            throw new IllegalArgumentException("ply " + ply + " (" + old.uci() + ") is not a promotion");
        }
        if (piece == PieceType.PAWN || piece == PieceType.KING) {
            throw new IllegalArgumentException("a pawn cannot promote to a " + PositionFacts.name(piece));
        }
        Move corrected = PositionFacts.withPromotion(old, piece);
        Game replayed = game.upTo(ply - 1);
        for (int i = ply - 1; i < moves.size(); i++) {
            Move m = i == ply - 1 ? corrected : moves.get(i);
            if (!replayed.position().isLegal(m)) {
                throw new IllegalArgumentException("after correcting ply " + ply + " to " + corrected.uci()
                        + ", ply " + (i + 1) + " (" + m.uci() + ") is illegal in " + replayed.position().fen());
            }
            replayed = replayed.play(m);
        }
        return replayed;
    }
}
