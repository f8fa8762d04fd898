package org.touchmove.firmware.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game: start position, the moves played and every position reached. Immutable: {@link #play(Move)}
 * returns a new game. Knows the automatic endings (Art. 5.1.1, 5.2.1, 5.2.2 by material, 9.6.1, 9.6.2)
 * and the draw claims of Art. 9.2 and 9.3, including a claim "by intending a move".
 */
public final class Game {

    private final List<Position> positions;
    private final List<PositionKey> keys;
    private final List<Move> moves;

    private Game(List<Position> positions, List<PositionKey> keys, List<Move> moves) {
        this.positions = positions;
        this.keys = keys;
        this.moves = moves;
    }

    public static Game start() {
        return from(Position.START);
    }

    public static Game from(Position start) {
        Objects.requireNonNull(start, "start");
        return new Game(List.of(start), List.of(start.repetitionKey()), List.of());
    }

    /** Plays a legal move; throws {@link IllegalMoveException} otherwise. */
    public Game play(Move move) {
        Position next = position().play(move);
        List<Position> p = new ArrayList<>(positions.size() + 1);
        p.addAll(positions);
        p.add(next);
        List<PositionKey> k = new ArrayList<>(keys.size() + 1);
        k.addAll(keys);
        k.add(next.repetitionKey());
        List<Move> m = new ArrayList<>(moves.size() + 1);
        m.addAll(moves);
        m.add(move);
        return new Game(Collections.unmodifiableList(p), Collections.unmodifiableList(k),
                Collections.unmodifiableList(m));
    }

    public Position startPosition() {
        return positions.get(0);
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public List<Move> moves() {
        return moves;
    }

    /** Start position followed by the position after each move. */
    public List<Position> positions() {
        return positions;
    }

    /** Times the current position has occurred so far (Art. 9.2.2 identity), including now; at least 1. */
    public int repetitionCount() {
        return occurrences(keys.get(keys.size() - 1));
    }

    /** Occurrences of a position with this key in the game, counting back only as far as it could repeat. */
    private int occurrences(PositionKey key) {
        int last = keys.size() - 1;
        // Positions before the last capture or pawn move cannot recur; the clock says how far back that is.
        int first = Math.max(0, last - position().halfmoveClock() - 1);
        int count = 0;
        for (int i = last; i >= first; i--) {
            if (keys.get(i).equals(key)) {
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
        if (MatingMaterial.isDeadByMaterial(now)) {
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
