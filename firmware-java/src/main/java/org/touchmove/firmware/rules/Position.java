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

    /** Parses and validates a FEN (6 fields, or the first 4 as in EPD). */
    public static Position fromFen(String fen) {
        return new Position(FenCodec.parse(fen));
    }

    /** FEN with the e.p. square only when an e.p. capture is legal (python-chess default). */
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
            list.add(toMove(moves[i]));
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
        long occupancy = board.occupied & ~(1L << from) | 1L << to;
        if (isEnPassant(move)) {
            occupancy &= ~(1L << Square.of(Square.file(to), Square.rank(from)));
        } else if (isCastling(move)) {
            int rank = Square.rank(from);
            boolean kingside = Square.file(to) > Square.file(from);
            occupancy &= ~(1L << Square.of(kingside ? 7 : 0, rank));
            occupancy |= 1L << Square.of(kingside ? 5 : 3, rank);
        }
        return occupancy;
    }

    /** Art. 3.1 / 3.7.4: the move takes a piece (including en passant). Requires a legal move. */
    public boolean isCapture(Move move) {
        return board.squares[move.to()] != Board.EMPTY || isEnPassant(move);
    }

    public boolean isEnPassant(Move move) {
        return move.to() == board.ep && board.squares[move.from()] == board.side * 6 + Board.PAWN
                && Square.file(move.from()) != Square.file(move.to()) && board.squares[move.to()] == Board.EMPTY;
    }

    /** The king moving two files (e1g1 style) is castling. */
    public boolean isCastling(Move move) {
        return board.squares[move.from()] == board.side * 6 + Board.KING
                && Math.abs(move.to() - move.from()) == 2;
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

    public boolean hasKingsideCastlingRight(Color color) {
        return (board.castling & (color == Color.WHITE ? Board.WHITE_KINGSIDE : Board.BLACK_KINGSIDE)) != 0;
    }

    public boolean hasQueensideCastlingRight(Color color) {
        return (board.castling & (color == Color.WHITE ? Board.WHITE_QUEENSIDE : Board.BLACK_QUEENSIDE)) != 0;
    }

    /** Castling rights as in FEN: "KQkq", "Kq", "-". */
    public String castlingRights() {
        return FenCodec.castlingField(board.castling);
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
                p[3] | p[9], p[4] | p[10], p[5] | p[11], sideToMove(), board.castling,
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
            if (Board.from(m) == move.from() && Board.to(m) == move.to() && promotionOf(m) == move.promotion()) {
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

    static Move toMove(int m) {
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
