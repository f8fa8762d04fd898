package org.touchmove.firmware.rules;

/**
 * The castling field of a FEN, read and written. Standard FEN names the rights K, Q, k, q. Chess960 (FIDE Laws,
 * Guidelines II) lets a castling rook stand on any square beside its king on the first rank, so two extensions name
 * them: X-FEN keeps K/Q/k/q for the outermost rook on each side and writes the file letter (A-H white, a-h black)
 * only for an inner rook; Shredder-FEN always writes the file letters ("HAha").
 */
final class CastlingField {

    private CastlingField() {
    }

    /** The rooks keeping a right, validated against the placement (Art. 3.8.2.1: king and rook never moved). */
    static long parse(String fen, String field, Board b) {
        if (field.equals("-")) {
            return 0;
        }
        long rooks = 0;
        // Order of the letters is not significant for the position (chess.js accepts "kqKQ"; python-chess
        // rejects it): the same rights are described, so we accept any order but no repeats.
        for (char c : field.toCharArray()) {
            int color = Character.isUpperCase(c) ? Board.WHITE : Board.BLACK;
            char letter = Character.toUpperCase(c);
            int rook = switch (letter) {
                case 'K', 'Q' -> outermostRook(fen, b, color, letter == 'K', c);
                case 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H' -> namedRook(fen, b, color, letter - 'A', c);
                default -> throw new InvalidFenException(fen, "castling", "'" + QuotedInput.of(String.valueOf(c))
                        + "' is not one of KQkq" + (b.chess960 ? ", A-H, a-h" : "") + " or -");
            };
            long bit = 1L << rook;
            if ((rooks & bit) != 0) {
                throw new InvalidFenException(fen, "castling", "'" + c + "' repeated");
            }
            int king = b.kingSquare(color);
            long sameSide = rooks & rankOf(color) & (rook > king ? -1L << king : (1L << king) - 1);
            if (sameSide != 0) {
                throw new InvalidFenException(fen, "castling", "two rights on the same side of the "
                        + (color == Board.WHITE ? "white" : "black") + " king");
            }
            rooks |= bit;
        }
        return rooks;
    }

    /** K/Q/k/q: standard chess, the rook in the corner and the king on e1/e8; Chess960, the outermost rook. */
    private static int outermostRook(String fen, Board b, int color, boolean hSide, char letter) {
        int rank = color == Board.WHITE ? 0 : 7;
        int ownRook = color * 6 + Board.ROOK;
        if (!b.chess960) {
            // Art. 3.8.2.1: a right exists only while the king and that rook have never moved.
            int king = rank * 8 + 4;
            int rook = rank * 8 + (hSide ? 7 : 0);
            requireKing(fen, b, color, king, letter);
            if (b.squares[rook] != ownRook) {
                throw new InvalidFenException(fen, "castling", "right '" + letter + "' but no rook on "
                        + Square.name(rook) + " (standard chess; in Chess960 read the FEN as Chess960)");
            }
            return rook;
        }
        int king = backRankKing(fen, b, color, letter);
        for (int f = hSide ? 7 : 0; hSide ? f > king % 8 : f < king % 8; f += hSide ? -1 : 1) {
            if (b.squares[rank * 8 + f] == ownRook) {
                return rank * 8 + f;
            }
        }
        throw new InvalidFenException(fen, "castling", "right '" + letter + "' but no rook on the "
                + (hSide ? "h" : "a") + "-side of the king on " + Square.name(king));
    }

    /** Shredder-FEN and X-FEN file letters: the rook on that file of the first (eighth) rank. */
    private static int namedRook(String fen, Board b, int color, int file, char letter) {
        int rank = color == Board.WHITE ? 0 : 7;
        int rook = rank * 8 + file;
        if (b.squares[rook] != color * 6 + Board.ROOK) {
            throw new InvalidFenException(fen, "castling", "right '" + letter + "' but no rook on "
                    + Square.name(rook));
        }
        if (!b.chess960) {
            if (file != 0 && file != 7) {
                throw new InvalidFenException(fen, "castling", "right '" + letter
                        + "' names a rook off the corner: a Chess960 right (read the FEN as Chess960)");
            }
            requireKing(fen, b, color, rank * 8 + 4, letter);
            return rook;
        }
        int king = backRankKing(fen, b, color, letter);
        if (king == rook) {
            throw new InvalidFenException(fen, "castling", "right '" + letter + "' names the king's file");
        }
        return rook;
    }

    private static void requireKing(String fen, Board b, int color, int king, char letter) {
        if (b.squares[king] != color * 6 + Board.KING) {
            throw new InvalidFenException(fen, "castling", "right '" + letter + "' but no king on "
                    + Square.name(king) + " (standard chess; in Chess960 read the FEN as Chess960)");
        }
    }

    /** Guidelines II.3: castling needs the king on its first rank (it never moved). */
    private static int backRankKing(String fen, Board b, int color, char letter) {
        int king = b.kingSquare(color);
        if (king / 8 != (color == Board.WHITE ? 0 : 7)) {
            throw new InvalidFenException(fen, "castling", "right '" + letter + "' but the "
                    + (color == Board.WHITE ? "white king is not on rank 1" : "black king is not on rank 8"));
        }
        return king;
    }

    private static long rankOf(int color) {
        return color == Board.WHITE ? Attacks.RANK_1 : Attacks.RANK_8;
    }

    /** X-FEN: K/Q/k/q for the outermost rook on each side (standard FEN for standard rights), else the file. */
    static String xfen(Board b) {
        return write(b, false);
    }

    /** Shredder-FEN: the files of the castling rooks, white's upper case first, each colour h-side first. */
    static String shredder(Board b) {
        return write(b, true);
    }

    private static String write(Board b, boolean shredder) {
        if (b.castlingRooks == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder(4);
        for (int color = 0; color < 2; color++) {
            long own = b.castlingRooks & rankOf(color);
            long allRooks = b.pieces[color * 6 + Board.ROOK] & rankOf(color);
            int king = b.kingSquare(color);
            for (long r = own; r != 0; r &= ~Long.highestOneBit(r)) {
                int rook = 63 - Long.numberOfLeadingZeros(r);
                boolean hSide = rook > king;
                // X-FEN: the letter K/Q stands for the outermost rook; an inner one needs its file.
                long outside = hSide ? allRooks & -(1L << rook) & ~(1L << rook) : allRooks & ((1L << rook) - 1);
                char letter = shredder || outside != 0 ? (char) ('A' + rook % 8) : hSide ? 'K' : 'Q';
                sb.append(color == Board.WHITE ? letter : Character.toLowerCase(letter));
            }
        }
        return sb.toString();
    }
}
