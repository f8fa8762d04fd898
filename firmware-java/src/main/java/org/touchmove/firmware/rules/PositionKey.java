package org.touchmove.firmware.rules;

/**
 * Art. 9.2.2 identity of positions: same side to move, same kinds of pieces on the same squares,
 * same castling rights and same en passant possibilities (the e.p. square counts only when an
 * en passant capture is legal). Exact: compares bitboards, not a hash.
 */
public record PositionKey(long white, long black, long pawns, long knights, long bishops, long rooks,
        long queens, long kings, Color sideToMove, int castlingRights, int enPassantSquare) {
}
