package org.touchmove.firmware.dgt;

import java.io.ByteArrayOutputStream;

import org.touchmove.hal.dgt.wire.BoardMessage.EeMoves;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.SideTime;

/**
 * The board's move log as a host reads it with SEND_EE_MOVES: a power-up tag, a begin tag and one
 * piece record per piece at each new game, a piece record per square change and a time record per
 * lever change, oldest first, cut at the board's capacity (the oldest bytes go first, as on the
 * board's cyclic memory).
 */
final class EeMoveLog {

    private ByteArrayOutputStream log = new ByteArrayOutputStream();

    EeMoveLog() {
        log.write(DgtBytes.EE_NOP);
        log.write(DgtBytes.EE_NOP);
        log.write(DgtBytes.EE_NOP);
        log.write(DgtBytes.EE_POWERUP);
    }

    void newGame(DgtPiece[] wireSquares, boolean startPosition) {
        if (startPosition) {
            log.write(DgtBytes.EE_BEGINPOS);
        }
        for (int sq = 0; sq < 64; sq++) {
            if (wireSquares[sq] != DgtPiece.EMPTY) {
                piece(sq, wireSquares[sq]);
            }
        }
    }

    /** A square changed: {@code 0100 nnnn} (piece code), {@code 00ii iiii} (wire square). */
    void piece(int wireSquare, DgtPiece piece) {
        trim();
        log.write(DgtBytes.EE_PIECE_RECORD | piece.code());
        log.write(wireSquare);
    }

    /** The lever moved: the time of the display named, {@code 011f hhhh}, minutes and seconds in BCD. */
    void time(SideTime time, boolean left) {
        trim();
        log.write(DgtBytes.EE_TIME_RECORD | (left ? DgtBytes.EE_TIME_LEFT : 0) | time.hours());
        log.write(time.minutes() / 10 << 4 | time.minutes() % 10);
        log.write(time.seconds() / 10 << 4 | time.seconds() % 10);
    }

    /** The log as sent: the newest {@code capacity - 1} bytes and the end tag. */
    EeMoves message() {
        byte[] bytes = log.toByteArray();
        int keep = Math.min(bytes.length, DgtBytes.EE_CAPACITY - 1);
        byte[] out = new byte[keep + 1];
        System.arraycopy(bytes, bytes.length - keep, out, 0, keep);
        out[keep] = (byte) DgtBytes.EE_EOF;
        return new EeMoves(out);
    }

    /** Keeps memory bounded on a long run: only the newest capacity's worth can ever be sent. */
    private void trim() {
        if (log.size() > 2 * DgtBytes.EE_CAPACITY) {
            byte[] bytes = log.toByteArray();
            log = new ByteArrayOutputStream();
            log.write(bytes, bytes.length - DgtBytes.EE_CAPACITY, DgtBytes.EE_CAPACITY);
        }
    }
}
