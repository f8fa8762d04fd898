package org.touchmove.firmware.rules;

import static org.touchmove.firmware.rules.Attacks.BETWEEN;
import static org.touchmove.firmware.rules.Attacks.FILE_A;
import static org.touchmove.firmware.rules.Attacks.FILE_H;
import static org.touchmove.firmware.rules.Attacks.LINE;
import static org.touchmove.firmware.rules.Attacks.RANK_1;
import static org.touchmove.firmware.rules.Attacks.RANK_3;
import static org.touchmove.firmware.rules.Attacks.RANK_6;
import static org.touchmove.firmware.rules.Attacks.RANK_8;

/**
 * The mutable bitboard core: make/unmake and legal move generation with check and pin masks.
 * Never handed out: {@link Position} keeps one that it never mutates after construction, and
 * {@link Perft} works on a private copy. Moves are ints: from | to << 6 | flag << 12.
 */
final class Board {

    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;
    static final int WHITE = 0;
    static final int BLACK = 1;
    static final int EMPTY = -1;

    static final int FLAG_NORMAL = 0;
    static final int FLAG_DOUBLE_STEP = 1;
    static final int FLAG_CASTLE = 2;
    static final int FLAG_EN_PASSANT = 3;
    /** Flags 4..7 promote to KNIGHT..QUEEN: type = flag - 3. */
    static final int FLAG_PROMOTION = 4;

    static final int MAX_MOVES = 256;

    /** Bitboard per piece code (colour * 6 + type). */
    final long[] pieces = new long[12];
    final long[] byColor = new long[2];
    long occupied;
    /** Piece code per square, EMPTY if none. */
    final int[] squares = new int[64];
    int side;
    /**
     * The rooks that keep a castling right (Art. 3.8.2.1: neither they nor their king have moved), on the first or
     * eighth rank: a1/h1/a8/h8 in standard chess, any square beside the king in Chess960 (FIDE Guidelines II).
     */
    long castlingRooks;
    /**
     * Read as Chess960 (Guidelines II): castling rights may name any rook beside the king on its first rank. Inside
     * the board a castling move is always king takes rook; {@link Position} writes it as the king's two-square move
     * (e1g1) where king and rook stand as in standard chess, else king takes rook (as with UCI_Chess960).
     */
    boolean chess960;
    /** Square passed over by the last double step (after every double step), or -1. */
    int ep = -1;
    int halfmove;
    int fullmove = 1;
    /** Incremental Zobrist hash; includes the e.p. file whenever {@link #ep} is set. */
    long hash;

    /** Undo records, allocated on the first make: most boards (copies made and searched once) never unmake. */
    private long[] hashStack = NO_HASHES;
    private long[] stateStack = NO_HASHES;
    private int depth;

    private static final long[] NO_HASHES = new long[0];

    Board() {
        java.util.Arrays.fill(squares, EMPTY);
    }

    /** A board whose every field the caller sets: {@link #copy()} overwrites the squares, so no fill. */
    private Board(boolean uninitialised) {
    }

    Board copy() {
        Board b = new Board(true);
        b.copyFrom(this);
        return b;
    }

    /** Makes this board the position of {@code o} (not its undo records): a scratch board reused by a search. */
    void copyFrom(Board o) {
        System.arraycopy(o.pieces, 0, pieces, 0, 12);
        byColor[0] = o.byColor[0];
        byColor[1] = o.byColor[1];
        occupied = o.occupied;
        System.arraycopy(o.squares, 0, squares, 0, 64);
        side = o.side;
        castlingRooks = o.castlingRooks;
        chess960 = o.chess960;
        ep = o.ep;
        halfmove = o.halfmove;
        fullmove = o.fullmove;
        hash = o.hash;
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return (move >>> 6) & 63;
    }

    static int flag(int move) {
        return move >>> 12;
    }

    static int encode(int from, int to, int flag) {
        return from | (to << 6) | (flag << 12);
    }

    /** Places a piece during setup (no history). */
    void put(int sq, int code) {
        long bit = 1L << sq;
        pieces[code] |= bit;
        byColor[code / 6] |= bit;
        occupied |= bit;
        squares[sq] = code;
    }

    long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != EMPTY) {
                h ^= Zobrist.PIECE[squares[sq]][sq];
            }
        }
        h ^= Zobrist.castling(castlingRooks);
        if (ep != -1) {
            h ^= Zobrist.EP_FILE[ep & 7];
        }
        if (side == BLACK) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        return h;
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color * 6 + KING]);
    }

    // ---------------------------------------------------------------- attacks

    /** Is sq attacked by a piece of colour {@code by}, given occupancy occ? */
    boolean attacked(int sq, int by, long occ) {
        int base = by * 6;
        return (Attacks.PAWN[by ^ 1][sq] & pieces[base + PAWN]) != 0
                || (Attacks.KNIGHT[sq] & pieces[base + KNIGHT]) != 0
                || (Attacks.KING[sq] & pieces[base + KING]) != 0
                || (Attacks.rook(sq, occ) & (pieces[base + ROOK] | pieces[base + QUEEN])) != 0
                || (Attacks.bishop(sq, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN])) != 0;
    }

    /** Pieces of colour {@code by} attacking sq. */
    long attackers(int sq, int by, long occ) {
        int base = by * 6;
        return (Attacks.PAWN[by ^ 1][sq] & pieces[base + PAWN])
                | (Attacks.KNIGHT[sq] & pieces[base + KNIGHT])
                | (Attacks.KING[sq] & pieces[base + KING])
                | (Attacks.rook(sq, occ) & (pieces[base + ROOK] | pieces[base + QUEEN]))
                | (Attacks.bishop(sq, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN]));
    }

    boolean inCheck() {
        return attacked(kingSquare(side), side ^ 1, occupied);
    }

    long checkers() {
        return attackers(kingSquare(side), side ^ 1, occupied);
    }

    // ---------------------------------------------------------------- make / unmake

    /** Plays a legal move, keeping what {@link #unmake} needs to take it back. */
    void make(int move) {
        if (depth == stateStack.length) {
            int size = Math.max(16, depth * 2);
            hashStack = java.util.Arrays.copyOf(hashStack, size);
            stateStack = java.util.Arrays.copyOf(stateStack, size);
        }
        int to = (move >>> 6) & 63;
        int flag = move >>> 12;
        int captured = flag == FLAG_EN_PASSANT || flag == FLAG_CASTLE ? EMPTY : squares[to];
        hashStack[depth] = hash;
        stateStack[depth] = castlingBits(castlingRooks) | (long) (ep + 1) << 16 | (long) (captured + 1) << 23
                | (long) halfmove << 27;
        depth++;
        apply(move);
    }

    /**
     * Plays a legal move for good, without an undo record: for a copy that is only read afterwards
     * ({@link Position#play}, the searches' children), where the record would cost more than the move.
     */
    void apply(int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int flag = move >>> 12;
        int us = side;
        int piece = squares[from];
        int captured = flag == FLAG_EN_PASSANT || flag == FLAG_CASTLE ? EMPTY : squares[to];

        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        if (ep != -1) {
            h ^= Zobrist.EP_FILE[ep & 7];
            ep = -1;
        }
        if (flag == FLAG_CASTLE) {
            h ^= castle(us, from, to);
        } else {
            if (captured != EMPTY) {
                remove(to, captured);
                h ^= Zobrist.PIECE[captured][to];
            }
            long fromTo = (1L << from) | (1L << to);
            pieces[piece] ^= fromTo;
            byColor[us] ^= fromTo;
            squares[from] = EMPTY;
            squares[to] = piece;
            h ^= Zobrist.PIECE[piece][from] ^ Zobrist.PIECE[piece][to];
            switch (flag) {
                case FLAG_NORMAL -> { }
                case FLAG_DOUBLE_STEP -> {
                    ep = (from + to) >>> 1;
                    h ^= Zobrist.EP_FILE[ep & 7];
                }
                case FLAG_EN_PASSANT -> {
                    int capSq = us == WHITE ? to - 8 : to + 8;
                    int pawn = (us ^ 1) * 6 + PAWN;
                    remove(capSq, pawn);
                    h ^= Zobrist.PIECE[pawn][capSq];
                }
                default -> { // promotion
                    int promoted = us * 6 + flag - 3;
                    long tb = 1L << to;
                    pieces[piece] ^= tb;
                    pieces[promoted] |= tb;
                    squares[to] = promoted;
                    h ^= Zobrist.PIECE[piece][to] ^ Zobrist.PIECE[promoted][to];
                }
            }
        }
        // Art. 3.8.2.1: a right is lost when its king or rook moves, or the rook is captured.
        long rooks = castlingRooks & ~((1L << from) | (1L << to));
        if (piece == us * 6 + KING) {
            rooks &= us == WHITE ? ~RANK_1 : ~RANK_8;
        }
        if (rooks != castlingRooks) {
            h ^= Zobrist.castling(rooks ^ castlingRooks);
            castlingRooks = rooks;
        }
        halfmove = (piece == us * 6 + PAWN || captured != EMPTY) ? 0 : halfmove + 1;
        if (us == BLACK) {
            fullmove++;
        }
        side = us ^ 1;
        occupied = byColor[0] | byColor[1];
        hash = h;
    }

    /** King on e1/e8 and the rook in the corner: castling as standard chess has it (written e1g1). */
    static boolean isStandardCastling(int king, int rook) {
        return (king & 7) == 4 && ((rook & 7) == 0 || (rook & 7) == 7);
    }

    /** The king's square after castling with the rook on {@code rook} (Art. 3.8.2; Guidelines II.3.2: g or c file). */
    static int castledKing(int king, int rook) {
        return (king & 56) + (rook < king ? 2 : 6);
    }

    /** The rook's square after castling (f or d file, whatever file it started on). */
    static int castledRook(int king, int rook) {
        return (king & 56) + (rook < king ? 3 : 5);
    }

    /**
     * Castling: king and rook leave their squares, then stand on the king's and rook's final squares (which may be
     * each other's, or their own, in Chess960). Returns the hash change.
     */
    private long castle(int us, int king, int rook) {
        int kingTo = castledKing(king, rook);
        int rookTo = castledRook(king, rook);
        int k = us * 6 + KING;
        int r = us * 6 + ROOK;
        pieces[k] = 1L << kingTo;
        pieces[r] = pieces[r] & ~(1L << rook) | 1L << rookTo;
        byColor[us] = byColor[us] & ~((1L << king) | (1L << rook)) | (1L << kingTo) | (1L << rookTo);
        squares[king] = EMPTY;
        squares[rook] = EMPTY;
        squares[kingTo] = k;
        squares[rookTo] = r;
        return Zobrist.PIECE[k][king] ^ Zobrist.PIECE[k][kingTo] ^ Zobrist.PIECE[r][rook] ^ Zobrist.PIECE[r][rookTo];
    }

    private void uncastle(int us, int king, int rook) {
        int kingTo = castledKing(king, rook);
        int rookTo = castledRook(king, rook);
        int k = us * 6 + KING;
        int r = us * 6 + ROOK;
        pieces[k] = 1L << king;
        pieces[r] = pieces[r] & ~(1L << rookTo) | 1L << rook;
        byColor[us] = byColor[us] & ~((1L << kingTo) | (1L << rookTo)) | (1L << king) | (1L << rook);
        squares[kingTo] = EMPTY;
        squares[rookTo] = EMPTY;
        squares[king] = k;
        squares[rook] = r;
    }

    /** The castling rooks as 16 bits: the first rank's, then the eighth's (undo records, identity keys). */
    static int castlingBits(long rooks) {
        return (int) (rooks & 0xFF) | (int) (rooks >>> 56) << 8;
    }

    static long castlingRooksOf(int bits) {
        return (bits & 0xFFL) | ((long) (bits >>> 8) & 0xFF) << 56;
    }

    /** Passes the turn (null move); no undo record, used only on fresh copies. */
    void makeNull() {
        if (ep != -1) {
            hash ^= Zobrist.EP_FILE[ep & 7];
            ep = -1;
        }
        halfmove++;
        if (side == BLACK) {
            fullmove++;
        }
        side ^= 1;
        hash ^= Zobrist.BLACK_TO_MOVE;
    }

    void unmake(int move) {
        depth--;
        long state = stateStack[depth];
        hash = hashStack[depth];
        castlingRooks = castlingRooksOf((int) (state & 0xFFFF));
        ep = (int) ((state >>> 16) & 127) - 1;
        int captured = (int) ((state >>> 23) & 15) - 1;
        halfmove = (int) (state >>> 27);
        int them = side;
        int us = them ^ 1;
        side = us;
        if (us == BLACK) {
            fullmove--;
        }
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int flag = move >>> 12;
        if (flag == FLAG_CASTLE) {
            uncastle(us, from, to);
            occupied = byColor[0] | byColor[1];
            return;
        }
        int piece = squares[to];
        if (flag >= FLAG_PROMOTION) {
            long tb = 1L << to;
            pieces[piece] ^= tb;
            piece = us * 6 + PAWN;
            pieces[piece] |= tb;
        }
        long fromTo = (1L << from) | (1L << to);
        pieces[piece] ^= fromTo;
        byColor[us] ^= fromTo;
        squares[to] = EMPTY;
        squares[from] = piece;
        if (captured != EMPTY) {
            long tb = 1L << to;
            pieces[captured] |= tb;
            byColor[them] |= tb;
            squares[to] = captured;
        } else if (flag == FLAG_EN_PASSANT) {
            int capSq = us == WHITE ? to - 8 : to + 8;
            int pawn = them * 6 + PAWN;
            long cb = 1L << capSq;
            pieces[pawn] |= cb;
            byColor[them] |= cb;
            squares[capSq] = pawn;
        }
        occupied = byColor[0] | byColor[1];
    }

    private void remove(int sq, int code) {
        long bit = ~(1L << sq);
        pieces[code] &= bit;
        byColor[code / 6] &= bit;
        squares[sq] = EMPTY;
    }

    // ---------------------------------------------------------------- legal move generation

    /**
     * Writes all legal moves to {@code out} from index 0 and returns their count. Reads the board only,
     * so concurrent calls on an unchanging board are safe.
     */
    int generate(int[] out) {
        return legalMoves(out);
    }

    /**
     * The number of legal moves, none of them written: the same generation as {@link #generate} with every target
     * set counted by its population (perft's bulk count at the last ply, {@link Perft}).
     */
    int countLegal() {
        return legalMoves(null);
    }

    /** Legal generation with check and pin masks; {@code out == null} counts the moves instead of writing them. */
    private int legalMoves(int[] out) {
        int n = 0;
        final int us = side;
        final int them = us ^ 1;
        final int base = us * 6;
        final int tb = them * 6;
        final long own = byColor[us];
        final long enemy = byColor[them];
        final long occ = occupied;
        final int k = Long.numberOfTrailingZeros(pieces[base + KING]);
        final long checkers = attackers(k, them, occ);

        // King moves: the destination must be safe with the king removed (it cannot hide behind itself).
        long occNoKing = occ ^ (1L << k);
        long targets = Attacks.KING[k] & ~own;
        while (targets != 0) {
            int t = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            if (!attacked(t, them, occNoKing)) {
                n = emit(out, n, k | (t << 6));
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return n; // double check: only the king may move (Art. 3.9)
        }
        final long checkMask = checkers == 0 ? -1L : BETWEEN[k][Long.numberOfTrailingZeros(checkers)] | checkers;
        final long enemyRQ = pieces[tb + ROOK] | pieces[tb + QUEEN];
        final long enemyBQ = pieces[tb + BISHOP] | pieces[tb + QUEEN];
        long pinned = 0;
        long snipers = (Attacks.rook(k, 0) & enemyRQ) | (Attacks.bishop(k, 0) & enemyBQ);
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = BETWEEN[k][s] & occ;
            if (between != 0 && (between & (between - 1)) == 0) {
                pinned |= between & own;
            }
        }
        final long allowed = ~own & checkMask;

        long knights = pieces[base + KNIGHT] & ~pinned; // a pinned knight can never move
        while (knights != 0) {
            int f = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = addAll(out, n, f, Attacks.KNIGHT[f] & allowed);
        }
        long diagonal = pieces[base + BISHOP] | pieces[base + QUEEN];
        while (diagonal != 0) {
            int f = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long t = Attacks.bishop(f, occ) & allowed;
            if ((pinned & (1L << f)) != 0) {
                t &= LINE[k][f];
            }
            n = addAll(out, n, f, t);
        }
        long straight = pieces[base + ROOK] | pieces[base + QUEEN];
        while (straight != 0) {
            int f = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long t = Attacks.rook(f, occ) & allowed;
            if ((pinned & (1L << f)) != 0) {
                t &= LINE[k][f];
            }
            n = addAll(out, n, f, t);
        }

        // Pawns: unpinned ones set-wise, pinned ones one by one along the pin line.
        final long pawns = pieces[base + PAWN];
        final long empty = ~occ;
        final int up = us == WHITE ? 8 : -8;
        long free = pawns & ~pinned;
        long single;
        long dbl;
        long capWest;
        long capEast;
        if (us == WHITE) {
            single = (free << 8) & empty;
            dbl = ((single & RANK_3) << 8) & empty & checkMask;
            capWest = ((free & ~FILE_A) << 7) & enemy & checkMask;
            capEast = ((free & ~FILE_H) << 9) & enemy & checkMask;
        } else {
            single = (free >>> 8) & empty;
            dbl = ((single & RANK_6) >>> 8) & empty & checkMask;
            capWest = ((free & ~FILE_A) >>> 9) & enemy & checkMask;
            capEast = ((free & ~FILE_H) >>> 7) & enemy & checkMask;
        }
        single &= checkMask;
        n = addPawnSet(out, n, single, up);
        n = addPawnSet(out, n, capWest, us == WHITE ? 7 : -9);
        n = addPawnSet(out, n, capEast, us == WHITE ? 9 : -7);
        if (out == null) {
            n += Long.bitCount(dbl);
        } else {
            while (dbl != 0) {
                int t = Long.numberOfTrailingZeros(dbl);
                dbl &= dbl - 1;
                out[n++] = (t - 2 * up) | (t << 6) | (FLAG_DOUBLE_STEP << 12);
            }
        }
        long pinnedPawns = pawns & pinned;
        while (pinnedPawns != 0) {
            int f = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = LINE[k][f];
            long t = Attacks.PAWN[us][f] & enemy & checkMask & line;
            int push = f + up;
            if ((empty & (1L << push)) != 0 && (line & (1L << push)) != 0) {
                if ((checkMask & (1L << push)) != 0) {
                    t |= 1L << push;
                }
                int push2 = push + up;
                boolean startRank = us == WHITE ? (f >>> 3) == 1 : (f >>> 3) == 6;
                if (startRank && (empty & checkMask & (1L << push2)) != 0) {
                    n = emit(out, n, f | (push2 << 6) | (FLAG_DOUBLE_STEP << 12));
                }
            }
            while (t != 0) {
                int to = Long.numberOfTrailingZeros(t);
                t &= t - 1;
                n = addPawnMove(out, n, f, to);
            }
        }
        if (ep != -1) {
            n = addEnPassant(out, n, us, k, pawns, occ, enemyRQ, enemyBQ);
        }
        if (checkers == 0 && (castlingRooks & (us == WHITE ? RANK_1 : RANK_8)) != 0) {
            n = addCastling(out, n, us, them, k, occ);
        }
        return n;
    }

    /** Art. 3.7.4: only right after the double step; legality checked by replaying the occupancy change,
     *  which also catches the horizontal pin where both pawns leave the king's rank. */
    private int addEnPassant(int[] out, int n, int us, int k, long pawns, long occ, long enemyRQ, long enemyBQ) {
        int capSq = us == WHITE ? ep - 8 : ep + 8;
        long capBit = 1L << capSq;
        int them = us ^ 1;
        long capturers = Attacks.PAWN[them][ep] & pawns;
        while (capturers != 0) {
            int f = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            long after = (occ ^ (1L << f) ^ capBit) | (1L << ep);
            boolean safe = (Attacks.rook(k, after) & enemyRQ) == 0
                    && (Attacks.bishop(k, after) & enemyBQ) == 0
                    && (Attacks.KNIGHT[k] & pieces[them * 6 + KNIGHT]) == 0
                    && (Attacks.PAWN[us][k] & pieces[them * 6 + PAWN] & ~capBit) == 0;
            if (safe) {
                n = emit(out, n, f | (ep << 6) | (FLAG_EN_PASSANT << 12));
            }
        }
        return n;
    }

    /**
     * Art. 3.8.2 and Guidelines II.3 (Chess960): the right not lost (tracked), the king not in check (caller), every
     * square between the king and its final square and between the rook and its final square, and both final squares,
     * empty but for the king and that rook; the squares the king crosses not attacked, nor its final square with the
     * rook already on its own. Written king takes rook: from the king's square to the rook's.
     */
    private int addCastling(int[] out, int n, int us, int them, int k, long occ) {
        long rooks = castlingRooks & (us == WHITE ? RANK_1 : RANK_8);
        long king = 1L << k;
        while (rooks != 0) {
            int r = Long.numberOfTrailingZeros(rooks);
            rooks &= rooks - 1;
            long rook = 1L << r;
            if (((occ ^ king ^ rook) & CASTLING_EMPTY[k << 6 | r]) != 0) {
                continue; // the usual case: a piece between (one table load; perft spent 17 % of its time here)
            }
            int kingTo = castledKing(k, r);
            int rookTo = castledRook(k, r);
            long kingPath = k == kingTo ? 0 : BETWEEN[k][kingTo];
            long occNoKing = occ ^ king;
            boolean safe = true;
            for (long p = kingPath; p != 0 && safe; p &= p - 1) {
                safe = !attacked(Long.numberOfTrailingZeros(p), them, occNoKing);
            }
            if (safe && !attacked(kingTo, them, occ ^ king ^ rook ^ 1L << rookTo)) {
                n = emit(out, n, k | (r << 6) | (FLAG_CASTLE << 12));
            }
        }
        return n;
    }

    /**
     * Per king square and rook square on the first or eighth rank ({@code king << 6 | rook}): the squares that
     * must be empty but for that king and rook to castle (Art. 3.8.2.1, Guidelines II.3): between the king and its
     * final square, between the rook and its final square, and both final squares.
     */
    private static final long[] CASTLING_EMPTY = castlingEmpty();

    private static long[] castlingEmpty() {
        long[] table = new long[64 * 64];
        for (int k = 0; k < 64; k++) {
            for (long rooks = RANK_1 | RANK_8; rooks != 0; rooks &= rooks - 1) {
                int r = Long.numberOfTrailingZeros(rooks);
                if (r == k) {
                    continue;
                }
                int kingTo = castledKing(k, r);
                int rookTo = castledRook(k, r);
                long kingPath = k == kingTo ? 0 : BETWEEN[k][kingTo];
                long rookPath = r == rookTo ? 0 : BETWEEN[r][rookTo];
                table[k << 6 | r] = kingPath | rookPath | 1L << kingTo | 1L << rookTo;
            }
        }
        return table;
    }

    /** Writes one move at {@code n} (unless counting: {@code out == null}) and returns the next index. */
    private static int emit(int[] out, int n, int move) {
        if (out != null) {
            out[n] = move;
        }
        return n + 1;
    }

    private static int addAll(int[] out, int n, int from, long targets) {
        if (out == null) {
            return n + Long.bitCount(targets);
        }
        while (targets != 0) {
            int t = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            out[n++] = from | (t << 6);
        }
        return n;
    }

    private static int addPawnSet(int[] out, int n, long targets, int delta) {
        long promos = targets & (RANK_1 | RANK_8);
        long quiet = targets & ~(RANK_1 | RANK_8);
        if (out == null) {
            return n + Long.bitCount(quiet) + 4 * Long.bitCount(promos); // Art. 3.7.5.1: four promotions each
        }
        while (quiet != 0) {
            int t = Long.numberOfTrailingZeros(quiet);
            quiet &= quiet - 1;
            out[n++] = (t - delta) | (t << 6);
        }
        while (promos != 0) {
            int t = Long.numberOfTrailingZeros(promos);
            promos &= promos - 1;
            n = addPromotions(out, n, t - delta, t);
        }
        return n;
    }

    private static int addPawnMove(int[] out, int n, int from, int to) {
        if (to >= 56 || to < 8) {
            return addPromotions(out, n, from, to);
        }
        return emit(out, n, from | (to << 6));
    }

    private static int addPromotions(int[] out, int n, int from, int to) {
        if (out == null) {
            return n + 4;
        }
        int m = from | (to << 6);
        out[n++] = m | (7 << 12); // queen
        out[n++] = m | (6 << 12); // rook
        out[n++] = m | (5 << 12); // bishop
        out[n++] = m | (4 << 12); // knight
        return n;
    }

    /** Is an en passant capture legal now (Art. 9.2.2: only then does the e.p. square count)? */
    boolean hasLegalEnPassant() {
        if (ep == -1) {
            return false;
        }
        int us = side;
        int tb = (us ^ 1) * 6;
        // addEnPassant checks king safety completely by itself, so no pin or check masks are needed here.
        return addEnPassant(new int[2], 0, us, kingSquare(us), pieces[us * 6 + PAWN], occupied,
                pieces[tb + ROOK] | pieces[tb + QUEEN], pieces[tb + BISHOP] | pieces[tb + QUEEN]) > 0;
    }

    /** Same placement, side, rights, e.p. square (raw) and counters. */
    boolean sameAs(Board o) {
        return java.util.Arrays.equals(squares, o.squares) && side == o.side && castlingRooks == o.castlingRooks
                && ep == o.ep && halfmove == o.halfmove && fullmove == o.fullmove;
    }
}
