package org.touchmove.firmware.rules;

/**
 * "Can this side checkmate by any series of legal moves?" by the material rule (Art. 5.2.2, 6.9,
 * 7.5.5). Conservative: it answers false only when no mate can ever arise from the material alone;
 * blocked pawn structures that are nevertheless dead are not detected (answer true).
 */
public final class MatingMaterial {

    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private MatingMaterial() {
    }

    public static boolean canCheckmate(Position position, Color side) {
        Color other = side.opposite();
        if ((position.pieces(side, PieceType.PAWN) | position.pieces(side, PieceType.ROOK)
                | position.pieces(side, PieceType.QUEEN)) != 0) {
            return true; // a pawn can promote; a rook or queen mates a bare king
        }
        long knights = position.pieces(side, PieceType.KNIGHT);
        long ownPieces = position.occupied(side);
        if (knights != 0) {
            if (Long.bitCount(ownPieces) > 2) {
                return true; // K+N+N or K+N+B: a (help)mate exists
            }
            // K+N mates only with the help of an enemy man blocking the king's flight squares:
            // a pawn, knight, bishop or rook can do so; enemy queens alone always leave an escape or a capture.
            long helpers = position.occupied(other) & ~position.pieces(other, PieceType.KING)
                    & ~position.pieces(other, PieceType.QUEEN);
            return helpers != 0;
        }
        long ownBishops = position.pieces(side, PieceType.BISHOP);
        if (ownBishops != 0) {
            // Bishops all on one square colour attack only that colour; the mated king's neighbours include
            // the other colour, which only a blocking pawn or knight (or a bishop of the other colour) can fill.
            long allBishops = ownBishops | position.pieces(other, PieceType.BISHOP);
            boolean oneColour = (allBishops & LIGHT_SQUARES) == 0 || (allBishops & ~LIGHT_SQUARES) == 0;
            long pawnsOrKnights = position.pieces(Color.WHITE, PieceType.PAWN) | position.pieces(Color.BLACK, PieceType.PAWN)
                    | position.pieces(Color.WHITE, PieceType.KNIGHT) | position.pieces(Color.BLACK, PieceType.KNIGHT);
            return !oneColour || pawnsOrKnights != 0;
        }
        return false; // bare king
    }

    /** Art. 5.2.2 by material: neither side can ever checkmate. */
    public static boolean isDeadByMaterial(Position position) {
        return !canCheckmate(position, Color.WHITE) && !canCheckmate(position, Color.BLACK);
    }
}
