package org.touchmove.firmware.rules;

/**
 * FEN reading with validation of everything a legal position needs, and FEN writing.
 * Accepts the six-field FEN and, for EPD lines, the first four fields alone (clocks then 0 and 1).
 */
final class FenCodec {

    private FenCodec() {
    }

    static Board parse(String fen) {
        return parse(fen, false);
    }

    /** {@code chess960}: castling rights may name any rook beside the king (X-FEN, Shredder-FEN; Guidelines II). */
    static Board parse(String fen, boolean chess960) {
        if (fen == null) {
            throw new InvalidFenException("null", "fen", "is null");
        }
        String[] fields = fen.trim().split(" ", -1);
        if (fields.length != 6 && fields.length != 4) {
            throw new InvalidFenException(fen, "fen", "expected 6 space-separated fields (or 4 as in EPD), found "
                    + fields.length);
        }
        Board b = new Board();
        b.chess960 = chess960;
        parsePlacement(fen, fields[0], b);
        switch (fields[1]) {
            case "w" -> b.side = Board.WHITE;
            case "b" -> b.side = Board.BLACK;
            default -> throw new InvalidFenException(fen, "side to move", "'" + QuotedInput.of(fields[1]) + "' is not w or b");
        }
        checkKings(fen, b);
        b.castlingRooks = CastlingField.parse(fen, fields[2], b);
        b.ep = parseEnPassant(fen, fields[3], b);
        if (fields.length == 6) {
            b.halfmove = parseCounter(fen, "halfmove clock", fields[4], 0);
            b.fullmove = parseCounter(fen, "fullmove number", fields[5], 1);
        }
        checkPosition(fen, b);
        b.hash = b.computeHash();
        return b;
    }

    private static void parsePlacement(String fen, String placement, Board b) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new InvalidFenException(fen, "piece placement", "expected 8 ranks separated by '/', found "
                    + ranks.length);
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            boolean lastWasDigit = false;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    if (lastWasDigit) {
                        throw new InvalidFenException(fen, "piece placement", "rank " + (rank + 1)
                                + " has two consecutive digits");
                    }
                    file += c - '0';
                    lastWasDigit = true;
                } else {
                    Piece p;
                    try {
                        p = Piece.fromFenChar(c);
                    } catch (IllegalArgumentException e) {
                        throw new InvalidFenException(fen, "piece placement", "'" + QuotedInput.of(String.valueOf(c)) + "' is not a piece letter");
                    }
                    if (file < 8) {
                        b.put(rank * 8 + file, p.code());
                    }
                    file++;
                    lastWasDigit = false;
                }
                if (file > 8) {
                    throw new InvalidFenException(fen, "piece placement", "rank " + (rank + 1)
                            + " has more than 8 squares");
                }
            }
            if (file != 8) {
                throw new InvalidFenException(fen, "piece placement", "rank " + (rank + 1) + " has " + file
                        + " squares, not 8");
            }
        }
    }

    private static int parseEnPassant(String fen, String field, Board b) {
        if (field.equals("-")) {
            return -1;
        }
        int sq;
        try {
            sq = Square.parse(field);
        } catch (IllegalArgumentException e) {
            throw new InvalidFenException(fen, "en passant", "'" + QuotedInput.of(field) + "' is not a square or -");
        }
        int expectedRank = b.side == Board.WHITE ? 5 : 2;
        if (Square.rank(sq) != expectedRank) {
            throw new InvalidFenException(fen, "en passant", field + " is not on rank " + (expectedRank + 1)
                    + " (the square a pawn of the side not to move just passed over)");
        }
        int them = b.side ^ 1;
        int pawnSq = b.side == Board.WHITE ? sq - 8 : sq + 8;
        int originSq = b.side == Board.WHITE ? sq + 8 : sq - 8;
        if (b.squares[pawnSq] != them * 6 + Board.PAWN || b.squares[sq] != Board.EMPTY
                || b.squares[originSq] != Board.EMPTY) {
            throw new InvalidFenException(fen, "en passant", field
                    + " without a pawn that just made a double step past it");
        }
        return sq;
    }

    private static int parseCounter(String fen, String name, String field, int min) {
        if (field.isEmpty() || field.length() > 9 || !digits(field)) {
            throw new InvalidFenException(fen, name, "'" + QuotedInput.of(field) + "' is not a non-negative integer");
        }
        int value = Integer.parseInt(field);
        if (value < min) {
            throw new InvalidFenException(fen, name, value + " is below " + min);
        }
        return value;
    }

    /**
     * Digits 0-9 only. A loop, not {@code chars().allMatch(...)}: a stream and a lambda there loaded about 100 classes
     * of the JDK's, spun at run time, before a {@code perft}'s first node (docs/performance.md).
     */
    private static boolean digits(String field) {
        for (int i = 0; i < field.length(); i++) {
            char ch = field.charAt(i);
            if (ch < '0' || ch > '9') {
                return false;
            }
        }
        return true;
    }

    private static void checkKings(String fen, Board b) {
        for (int color = 0; color < 2; color++) {
            int kings = Long.bitCount(b.pieces[color * 6 + Board.KING]);
            if (kings != 1) {
                throw new InvalidFenException(fen, "piece placement", (color == 0 ? "white" : "black") + " has "
                        + kings + " kings, not 1");
            }
        }
    }

    private static void checkPosition(String fen, Board b) {
        for (int color = 0; color < 2; color++) {
            String side = color == 0 ? "white" : "black";
            if (Long.bitCount(b.pieces[color * 6 + Board.PAWN]) > 8) {
                throw new InvalidFenException(fen, "piece placement", side + " has more than 8 pawns");
            }
            if (Long.bitCount(b.byColor[color]) > 16) {
                throw new InvalidFenException(fen, "piece placement", side + " has more than 16 pieces");
            }
        }
        long backRanks = Attacks.RANK_1 | Attacks.RANK_8;
        if (((b.pieces[Board.PAWN] | b.pieces[6 + Board.PAWN]) & backRanks) != 0) {
            throw new InvalidFenException(fen, "piece placement", "pawn on rank 1 or 8 (Art. 3.7.5.1)");
        }
        int them = b.side ^ 1;
        if (b.attacked(b.kingSquare(them), b.side, b.occupied)) {
            throw new InvalidFenException(fen, "side to move", "the side not to move is in check");
        }
    }

    static String format(Board b, EnPassantStyle style) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int emptyRun = 0;
            for (int file = 0; file < 8; file++) {
                int code = b.squares[rank * 8 + file];
                if (code == Board.EMPTY) {
                    emptyRun++;
                } else {
                    if (emptyRun > 0) {
                        sb.append(emptyRun);
                        emptyRun = 0;
                    }
                    sb.append(Piece.ofCode(code).fenChar());
                }
            }
            if (emptyRun > 0) {
                sb.append(emptyRun);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(b.side == Board.WHITE ? " w " : " b ");
        sb.append(CastlingField.xfen(b));
        sb.append(' ');
        boolean writeEp = b.ep != -1 && (style == EnPassantStyle.AFTER_EVERY_DOUBLE_STEP || b.hasLegalEnPassant());
        sb.append(writeEp ? Square.name(b.ep) : "-");
        sb.append(' ').append(b.halfmove).append(' ').append(b.fullmove);
        return sb.toString();
    }
}
