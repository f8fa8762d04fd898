package org.touchmove.firmware.rules;

import java.util.OptionalInt;

/**
 * The 960 start positions of Chess960 (FIDE Laws, Guidelines II.1: the white pieces on the first rank placed at
 * random, the king somewhere between the rooks, the bishops on squares of opposite colours; black's mirrored), by
 * the Scharnagl numbering 0-959, in which 518 is the standard array RNBQKBNR.
 */
final class Chess960 {

    /** The five squares left after bishops and queen: where the two knights stand, per the number's last digit. */
    private static final int[][] KNIGHTS = {
            {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    private Chess960() {
    }

    /** The white first rank of start position {@code number}, a to h, e.g. "RNBQKBNR" for 518. */
    static String backRank(int number) {
        if (number < 0 || number > 959) {
            throw new IllegalArgumentException("Chess960 start positions are numbered 0 to 959, not " + number);
        }
        char[] rank = new char[8];
        int n = number;
        rank[(n % 4) * 2 + 1] = 'B'; // the light-squared bishop: b, d, f or h
        n /= 4;
        rank[(n % 4) * 2] = 'B'; // the dark-squared bishop: a, c, e or g
        n /= 4;
        placeOnEmpty(rank, n % 6, 'Q');
        n /= 6;
        int[] knights = KNIGHTS[n];
        placeOnEmpty(rank, knights[1], 'N'); // the later one first, so the earlier index still counts the same squares
        placeOnEmpty(rank, knights[0], 'N');
        // The three squares left: rook, king, rook (the king between the rooks).
        placeOnEmpty(rank, 0, 'R');
        placeOnEmpty(rank, 0, 'K');
        placeOnEmpty(rank, 0, 'R');
        return new String(rank);
    }

    static String startFen(int number) {
        String white = backRank(number);
        return white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    }

    static OptionalInt number(Position position) {
        String fen = position.fen();
        String placement = fen.substring(0, fen.indexOf(' '));
        String white = placement.substring(placement.lastIndexOf('/') + 1);
        if (white.length() != 8 || !fen.endsWith(" w KQkq - 0 1")) {
            return OptionalInt.empty();
        }
        for (int n = 0; n < 960; n++) {
            if (backRank(n).equals(white)) {
                return startFen(n).equals(fen) ? OptionalInt.of(n) : OptionalInt.empty();
            }
        }
        return OptionalInt.empty();
    }

    private static void placeOnEmpty(char[] rank, int index, char piece) {
        for (int f = 0, seen = 0; f < 8; f++) {
            if (rank[f] == 0) {
                if (seen++ == index) {
                    rank[f] = piece;
                    return;
                }
            }
        }
        throw new IllegalStateException("no empty square " + index);
    }
}
