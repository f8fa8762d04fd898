package org.touchmove.firmware.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game: start position, the moves played and every position reached. Immutable: {@link #play(Move)}
 * returns a new game. Knows the automatic endings (Art. 5.1.1, 5.2.1, 5.2.2 as far as proven, 9.6.1, 9.6.2)
 * and the draw claims of Art. 9.2 and 9.3, including a claim "by intending a move".
 */
public final class Game {

    /** The game before the last move, or null at the start: games share their history. */
    private final Game previous;
    /** The last move, or null at the start. */
    private final Move lastMove;
    private final Position position;
    private final PositionKey key;
    private final int ply;

    private Game(Game previous, Move lastMove, Position position) {
        this.previous = previous;
        this.lastMove = lastMove;
        this.position = position;
        this.key = position.repetitionKey();
        this.ply = previous == null ? 0 : previous.ply + 1;
    }

    public static Game start() {
        return from(Position.START);
    }

    public static Game from(Position start) {
        Objects.requireNonNull(start, "start");
        return new Game(null, null, start);
    }

    /** Plays a legal move; throws {@link IllegalMoveException} otherwise. O(1) apart from the move itself. */
    public Game play(Move move) {
        return new Game(this, move, position.play(move));
    }

    /**
     * The same game as {@link #play(Move)}, whose position is {@code known} when {@code known} is the position
     * {@code move} leads to (e.g. one a caller played ahead to see what the move does), so that what a position
     * works out once for itself (whether it is dead, Art. 5.2.2) is not worked out again. Any other {@code known}
     * is ignored.
     */
    public Game play(Move move, Position known) {
        return new Game(this, move, position.play(move, known));
    }

    /** This game as it stood after {@code ply} plies (0 = the start); O(plies dropped). */
    public Game upTo(int ply) {
        if (ply < 0 || ply > this.ply) {
            throw new IllegalArgumentException("ply " + ply + " is not in the game (0.." + this.ply + ")");
        }
        Game g = this;
        while (g.ply > ply) {
            g = g.previous;
        }
        return g;
    }

    public Position startPosition() {
        Game g = this;
        while (g.previous != null) {
            g = g.previous;
        }
        return g.position;
    }

    /** The current position. */
    public Position position() {
        return position;
    }

    /** Number of moves played (half-moves). */
    public int ply() {
        return ply;
    }

    public List<Move> moves() {
        Move[] moves = new Move[ply];
        for (Game g = this; g.previous != null; g = g.previous) {
            moves[g.ply - 1] = g.lastMove;
        }
        return List.of(moves);
    }

    /** Start position followed by the position after each move. */
    public List<Position> positions() {
        Position[] positions = new Position[ply + 1];
        for (Game g = this; g != null; g = g.previous) {
            positions[g.ply] = g.position;
        }
        return List.of(positions);
    }

    /** Times the current position has occurred so far (Art. 9.2.2 identity), including now; at least 1. */
    public int repetitionCount() {
        return occurrences(key);
    }

    /** Occurrences of a position with this key in the game, counting back only as far as it could repeat. */
    private int occurrences(PositionKey wanted) {
        // Positions before the last capture or pawn move cannot recur; the clock says how far back that is.
        int back = position.halfmoveClock();
        int count = 0;
        for (Game g = this; g != null && back >= 0; g = g.previous, back--) {
            if (g.key.equals(wanted)) {
                count++;
            }
        }
        return count;
    }

    /**
     * Art. 9.2.1: the current position has appeared three times, or the player to move can announce
     * a move after which it will have appeared for the third time.
     */
    public boolean canClaimThreefold() {
        Position now = position();
        if (now.isCheckmate() || now.isStalemate()) {
            return false; // the game has already ended (Art. 5.1.1, 5.2.1)
        }
        if (repetitionCount() >= 3) {
            return true;
        }
        for (Move m : now.legalMoves()) {
            Position next = now.play(m);
            if (next.halfmoveClock() == 0) {
                continue; // an irreversible move creates a position never seen before
            }
            if (occurrences(next.repetitionKey()) >= 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * Art. 9.3: the last 50 moves by each player were made without a pawn move or capture, or the player
     * to move can announce a move that completes them. Not once the game ended by mate or stalemate.
     */
    public boolean canClaimFifty() {
        Position now = position();
        if (now.halfmoveClock() >= 100) {
            return now.legalMoveCount() > 0;
        }
        if (now.halfmoveClock() == 99) {
            for (Move m : now.legalMoves()) {
                Position next = now.play(m);
                if (next.halfmoveClock() == 100 && next.legalMoveCount() > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Art. 9.3.2 condition on the board (a claim is possible now), ignoring claims by intending a move. */
    public boolean isFiftyMoves() {
        return position().halfmoveClock() >= 100 && position().legalMoveCount() > 0;
    }

    /** Art. 9.6.2: 75 moves by each side without pawn move or capture; a checkmate on that move stands. */
    public boolean isSeventyFiveMoves() {
        return position().halfmoveClock() >= 150 && position().legalMoveCount() > 0;
    }

    /** Art. 9.6.1: the same position has appeared at least five times. */
    public boolean isFivefoldRepetition() {
        return repetitionCount() >= 5;
    }

    /** The automatic ending of the game, if it has ended by the rules alone. */
    public Optional<Outcome> outcome() {
        Position now = position();
        if (now.legalMoveCount() == 0) {
            return Optional.of(now.isCheck()
                    ? Outcome.win(now.sideToMove().opposite(), Termination.CHECKMATE)
                    : Outcome.draw(Termination.STALEMATE));
        }
        if (now.isDeadPosition()) { // Art. 5.2.2, also a set-up position that is already dead
            return Optional.of(Outcome.draw(Termination.DEAD_POSITION));
        }
        if (isSeventyFiveMoves()) {
            return Optional.of(Outcome.draw(Termination.SEVENTY_FIVE_MOVES));
        }
        if (isFivefoldRepetition()) {
            return Optional.of(Outcome.draw(Termination.FIVEFOLD_REPETITION));
        }
        return Optional.empty();
    }
}
