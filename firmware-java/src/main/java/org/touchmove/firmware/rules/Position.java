package org.touchmove.firmware.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A chess position: placement, side to move, castling rights, en passant square and the two
 * counters. Immutable: {@link #play(Move)} returns a new position.
 *
 * <p>{@link #epSquare()} and {@link #fen(EnPassantStyle) fen(AFTER_EVERY_DOUBLE_STEP)} report the
 * square passed over by every double step; {@link #fen()}, {@link #zobrist()} and
 * {@link #repetitionKey()} count it only when an en passant capture is legal (Art. 9.2.2).
 */
public final class Position {

    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    public static final Position START = fromFen(START_FEN);

    /** Never mutated after construction. */
    private final Board board;
    /** Art. 5.2.2 verdict within the quick budget, computed once on demand: 0 unknown, 1 dead, 2 not proven dead. */
    private volatile byte dead;
    /** The number of legal moves, computed once on demand; -1 unknown. */
    private volatile int legalMoveCount = -1;
    /**
     * The last move played from here and the position it led to: the interpreter, the controller, the scoresheet and
     * the game record each play the same move from the same position, and the rules get the same answer at once (the
     * one position also keeps its dead verdict). One entry, so a position holds on to one successor at most.
     */
    private volatile Played lastPlayed;

    private record Played(Move move, Position after) {
    }

    private Position(Board board) {
        this.board = board;
    }

    /** Parses and validates a FEN (6 fields, or the first 4 as in EPD) of standard chess. */
    public static Position fromFen(String fen) {
        return new Position(FenCodec.parse(fen));
    }

    /**
     * Parses a FEN of standard chess or, with {@code chess960}, of Chess960 (FIDE Laws, Guidelines II): castling
     * rights in X-FEN (KQkq for the outermost rooks, file letters for inner ones) or Shredder-FEN (file letters).
     */
    public static Position fromFen(String fen, boolean chess960) {
        return new Position(FenCodec.parse(fen, chess960));
    }

    /**
     * Chess960 start position number {@code number} (0-959, the Scharnagl numbering of Guidelines II.1: 518 is the
     * standard array), with all four castling rights, as a Chess960 position.
     */
    public static Position fromChess960Pos(int number) {
        return fromFen(Chess960.startFen(number), true);
    }

    /**
     * Read as Chess960 (Guidelines II): its castling rights may name any rook beside the king. The rules of a position
     * do not depend on it: its FEN alone says which moves are legal and how they are written.
     */
    public boolean isChess960() {
        return board.chess960;
    }

    /**
     * A game's start position as its record keeps it: the FEN with the variant when the record names it (Chess960
     * read as such even where standard FEN could express its castling rights, as for 518), else as
     * {@link #fromStandardOrChess960Fen} reads records that do not.
     */
    public static Position fromStartFen(String fen, boolean chess960) {
        return chess960 ? fromFen(fen, true) : fromStandardOrChess960Fen(fen);
    }

    /**
     * A FEN of standard chess if it is one, else of Chess960: for records of games whose variant was not kept with
     * their FEN. Both read the same position the same way; only castling rights standard chess cannot have differ.
     */
    public static Position fromStandardOrChess960Fen(String fen) {
        try {
            return fromFen(fen);
        } catch (InvalidFenException e) {
            if (!"castling".equals(e.field())) {
                throw e;
            }
            return fromFen(fen, true);
        }
    }

    /**
     * The number (0-959) of this position as a Chess960 start position, if it is one: the back ranks mirrored,
     * pawns on the second and seventh ranks, all four castling rights, white to move, move 1.
     */
    public java.util.OptionalInt chess960Pos() {
        return Chess960.number(this);
    }

    /** FEN with Shredder-FEN castling rights (the rooks' files, "HAha"). */
    public String shredderFen() {
        String fen = fen();
        String[] f = fen.split(" ");
        f[2] = CastlingField.shredder(board);
        return String.join(" ", f);
    }

    /**
     * FEN with the e.p. square only when an e.p. capture is legal (python-chess default); castling rights in X-FEN
     * (which is standard FEN for standard rights).
     */
    public String fen() {
        return FenCodec.format(board, EnPassantStyle.ONLY_IF_LEGAL);
    }

    public String fen(EnPassantStyle style) {
        return FenCodec.format(board, style);
    }

    public Color sideToMove() {
        return board.side == Board.WHITE ? Color.WHITE : Color.BLACK;
    }

    public Piece pieceAt(int square) {
        int code = board.squares[square];
        return code == Board.EMPTY ? null : Piece.ofCode(code);
    }

    public long occupied() {
        return board.occupied;
    }

    public long occupied(Color color) {
        return board.byColor[color.ordinal()];
    }

    public long pieces(Color color, PieceType type) {
        return board.pieces[color.ordinal() * 6 + type.ordinal()];
    }

    public int kingSquare(Color color) {
        return board.kingSquare(color.ordinal());
    }

    public List<Move> legalMoves() {
        int[] moves = new int[Board.MAX_MOVES];
        int n = board.generate(moves);
        legalMoveCount = n; // counted on the way: Game.outcome asks for it after the reader or the interpreter did this
        List<Move> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(toMove(board, moves[i]));
        }
        return Collections.unmodifiableList(list);
    }

    public int legalMoveCount() {
        int count = legalMoveCount;
        if (count < 0) {
            count = board.generate(new int[Board.MAX_MOVES]);
            legalMoveCount = count;
        }
        return count;
    }

    public boolean isLegal(Move move) {
        return find(move) != 0;
    }

    /** Plays a legal move; throws {@link IllegalMoveException} if it is not legal here. */
    public Position play(Move move) {
        Played last = lastPlayed;
        if (last != null && last.move().equals(move)) {
            return last.after();
        }
        int m = encoded(move);
        Board next = board.copy();
        next.apply(m);
        Position after = new Position(next);
        lastPlayed = new Played(move, after);
        return after;
    }

    /**
     * The same position as {@link #play(Move)}, as the instance {@code known} when {@code known} is the position
     * {@code move} leads to (one a caller played ahead, e.g. the interpreter's view of the move), which this position
     * then remembers as its successor: every later {@code play(move)} from here (the controller's game, the
     * scoresheet) gets that one instance at once, with what it worked out for itself (its legal-move count, whether
     * it is dead). Any other {@code known} is ignored.
     */
    public Position play(Move move, Position known) {
        Position after = play(move);
        if (after == known || !after.equals(known)) {
            return after;
        }
        lastPlayed = new Played(move, known);
        return known;
    }

    /**
     * Passes the turn without moving (the PGN null move): clears the e.p. square, advances the clocks.
     * Not a chess move; refused when the side to move is in check.
     */
    public Position playNullMove() {
        if (board.inCheck()) {
            throw new IllegalMoveException("null move while in check in " + fen());
        }
        Board next = board.copy();
        next.makeNull();
        return new Position(next);
    }

    /**
     * The occupied squares after the legal {@code move}, worked out without playing it (cheaper than
     * {@code play(move).occupied()}, which it equals): the mover leaves its square for the destination, an en passant
     * capture empties the passed pawn's square, and castling moves the rook too (Art. 3.8.2).
     */
    public long occupiedAfter(Move move) {
        int from = move.from();
        int to = move.to();
        if (isCastling(move)) {
            int rook = castlingRook(move);
            return board.occupied & ~(1L << from | 1L << rook) | 1L << Board.castledKing(from, rook)
                    | 1L << Board.castledRook(from, rook);
        }
        long occupancy = board.occupied & ~(1L << from) | 1L << to;
        if (isEnPassant(move)) {
            occupancy &= ~(1L << Square.of(Square.file(to), Square.rank(from)));
        }
        return occupancy;
    }

    /** Art. 3.1 / 3.7.4: the move takes a piece (including en passant). Requires a legal move. */
    public boolean isCapture(Move move) {
        return board.squares[move.to()] != Board.EMPTY && !isCastling(move) || isEnPassant(move);
    }

    public boolean isEnPassant(Move move) {
        return move.to() == board.ep && board.squares[move.from()] == board.side * 6 + Board.PAWN
                && Square.file(move.from()) != Square.file(move.to()) && board.squares[move.to()] == Board.EMPTY;
    }

    /**
     * Castling (Art. 3.8.2), a legal move: the king's two-file move (e1g1) when king and rook stand where standard
     * chess has them (e1/e8 and the corner), else (Chess960) the king taking its own rook (b1a1, f1g1, g8h8).
     */
    public boolean isCastling(Move move) {
        if (board.squares[move.from()] != board.side * 6 + Board.KING) {
            return false;
        }
        return board.squares[move.to()] == board.side * 6 + Board.ROOK || Math.abs(move.to() - move.from()) == 2;
    }

    /** The square of the rook a castling move castles with (Art. 3.8.2, Guidelines II.3). */
    public int castlingRook(Move castling) {
        if (board.squares[castling.to()] == board.side * 6 + Board.ROOK) {
            return castling.to();
        }
        return castling.to() > castling.from() ? castling.from() + 3 : castling.from() - 4;
    }

    /** The king's square after a castling move: the g- or c-file (Guidelines II.3.2). */
    public int castledKingSquare(Move castling) {
        return Board.castledKing(castling.from(), castlingRook(castling));
    }

    /** The rook's square after a castling move: the f- or d-file. */
    public int castledRookSquare(Move castling) {
        return Board.castledRook(castling.from(), castlingRook(castling));
    }

    /** Castling with the rook on the king's h-side (O-O), whatever files they stand on. */
    public boolean isKingsideCastling(Move move) {
        return isCastling(move) && castlingRook(move) > move.from();
    }

    /** Art. 3.9.1: the king of the side to move is attacked. */
    public boolean isCheck() {
        return board.inCheck();
    }

    /** Art. 5.1.1. */
    public boolean isCheckmate() {
        return board.inCheck() && legalMoveCount() == 0;
    }

    /** Art. 5.2.1. */
    public boolean isStalemate() {
        return !board.inCheck() && legalMoveCount() == 0;
    }

    /** Pieces of the opponent giving check. */
    public long checkers() {
        return board.checkers();
    }

    /** Is square attacked by any piece of colour {@code by} (Art. 3.1.2), with the current occupancy? */
    public boolean isAttacked(int square, Color by) {
        return board.attacked(square, by.ordinal(), board.occupied);
    }

    /**
     * Does the game end on the board in this position, whatever its history: checkmate (Art. 5.1.1),
     * stalemate (Art. 5.2.1) or a dead position (Art. 5.2.2), each of which ends the game at once.
     */
    public boolean isGameOver() {
        return legalMoveCount() == 0 || isDeadPosition();
    }

    /**
     * Art. 5.2.2: proven that neither player can checkmate by any series of legal moves (material, a permanently
     * blocked structure, or a short exhaustive search; see {@link Unwinnability#isDeadPosition}). False when not
     * proven within the quick budget: an open question never ends a game. Computed once per position.
     */
    public boolean isDeadPosition() {
        byte known = dead;
        if (known == 0) {
            known = Unwinnability.isDeadPosition(this) ? (byte) 1 : (byte) 2;
            dead = known;
        }
        return known == 1;
    }

    public int halfmoveClock() {
        return board.halfmove;
    }

    public int fullmoveNumber() {
        return board.fullmove;
    }

    /** The square passed over by the last move if it was a double step (capture possible or not), else -1. */
    public int epSquare() {
        return board.ep;
    }

    /** Is an en passant capture legal right now? */
    public boolean hasLegalEnPassant() {
        return board.hasLegalEnPassant();
    }

    /** A right to castle with a rook on the king's h-side (kingside). */
    public boolean hasKingsideCastlingRight(Color color) {
        int king = kingSquare(color);
        return (castlingRooks(color) & -(1L << king)) != 0;
    }

    /** A right to castle with a rook on the king's a-side (queenside). */
    public boolean hasQueensideCastlingRight(Color color) {
        int king = kingSquare(color);
        return (castlingRooks(color) & ((1L << king) - 1)) != 0;
    }

    /** The squares of the rooks that keep a castling right (Art. 3.8.2.1), both colours. */
    public long castlingRooks() {
        return board.castlingRooks;
    }

    private long castlingRooks(Color color) {
        return board.castlingRooks & (color == Color.WHITE ? Attacks.RANK_1 : Attacks.RANK_8);
    }

    /** Castling rights as in FEN: "KQkq", "Kq", "-" (X-FEN in Chess960: a file letter for an inner rook). */
    public String castlingRights() {
        return CastlingField.xfen(board);
    }

    /** Zobrist hash; the e.p. file is included only when an e.p. capture is legal (as in Art. 9.2.2). */
    public long zobrist() {
        long h = board.hash;
        if (board.ep != -1 && !board.hasLegalEnPassant()) {
            h ^= Zobrist.EP_FILE[board.ep & 7];
        }
        return h;
    }

    /** Art. 9.2.2 identity (exact, not a hash). */
    public PositionKey repetitionKey() {
        long[] p = board.pieces;
        return new PositionKey(board.byColor[0], board.byColor[1], p[0] | p[6], p[1] | p[7], p[2] | p[8],
                p[3] | p[9], p[4] | p[10], p[5] | p[11], sideToMove(), Board.castlingBits(board.castlingRooks),
                board.hasLegalEnPassant() ? board.ep : -1);
    }

    /** The internal board itself, for read-only analysis in this package: never mutate it. */
    Board board() {
        return board;
    }

    /** A copy of the internal board, for {@link Perft} and tests in this package. */
    Board boardCopy() {
        return board.copy();
    }

    /** The legal encoded move matching from/to/promotion, or 0 if none (no move encodes as 0: from != to). */
    private int find(Move move) {
        int[] moves = new int[Board.MAX_MOVES];
        int n = board.generate(moves);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (toMove(board, m).equals(move)) {
                return m;
            }
        }
        return 0;
    }

    private int encoded(Move move) {
        int m = find(move);
        if (m == 0) {
            throw new IllegalMoveException("illegal move " + move.uci() + " in " + fen());
        }
        return m;
    }

    static PieceType promotionOf(int m) {
        int flag = Board.flag(m);
        return flag >= Board.FLAG_PROMOTION ? PieceType.ofOrdinal(flag - 3) : null;
    }

    /**
     * The public move: castling, king takes rook inside the board, is the king's two-file move (e1g1) where king and
     * rook stand as in standard chess, so a FEN alone says how moves are written, whichever variant it was read as.
     */
    static Move toMove(Board board, int m) {
        if (Board.flag(m) == Board.FLAG_CASTLE && Board.isStandardCastling(Board.from(m), Board.to(m))) {
            int king = Board.from(m);
            return new Move(king, Board.castledKing(king, Board.to(m)), null);
        }
        return new Move(Board.from(m), Board.to(m), promotionOf(m));
    }

    /** Equal when the FEN with the raw e.p. square would be equal (placement, side, rights, e.p., clocks). */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Position other && board.sameAs(other.board);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.hash);
    }

    @Override
    public String toString() {
        return fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP);
    }
}
