package org.touchmove.firmware.pgn;

import java.time.Duration;
import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

/**
 * The movetext of one game in PGN export format, built one move at a time: move numbers, SAN, {@code { [%clk h:mm:ss] }}
 * after a move with a clock, space-separated tokens in lines of at most 80 characters. {@link PgnWriter} writes every
 * game through it, and a game in progress can keep one and append each new move instead of writing the whole game
 * again (the retained PGN snapshot after every move, docs/performance.md "Move latency"): the text is the same.
 * Not thread-safe.
 */
public final class PgnMovetext {

    static final int MAX_LINE = 80;

    private final StringBuilder text = new StringBuilder(1024);
    private final Position start;
    private Position position;
    private int moves;
    private int lineLength;
    private boolean afterComment;

    public PgnMovetext(Position start) {
        this.start = start;
        this.position = start;
    }

    /** The position the movetext starts from. */
    public Position start() {
        return start;
    }

    /** The position after the last move appended. */
    public Position position() {
        return position;
    }

    /** How many moves were appended. */
    public int moves() {
        return moves;
    }

    /** The length of the movetext so far, in characters. */
    public int length() {
        return text.length();
    }

    /** Appends the next move, played from {@link #position()}, with the mover's clock after it when there is one. */
    public void append(Move move, Optional<Duration> clock) {
        Position p = position;
        if (p.sideToMove() == Color.WHITE) {
            token(p.fullmoveNumber() + ".");
        } else if (moves == 0 || afterComment) { // PGN 8.2.2.2: Black's move number after a comment
            token(p.fullmoveNumber() + "...");
        }
        Position next = move.isNull() ? p.playNullMove() : p.play(move);
        token(move.isNull() ? "--" : San.format(p, move, next));
        if (clock.isPresent()) {
            token("{");
            token(ClockComment.format(clock.get()));
            token("}");
        }
        afterComment = clock.isPresent();
        position = next;
        moves++;
    }

    /**
     * Appends the movetext so far to {@code out}, then the result token (on a new line when it would pass 80
     * characters) and the blank line that ends a game. The movetext itself is left as it is: more moves may follow.
     */
    public void finish(StringBuilder out, Result result) {
        out.append(text);
        String token = result.pgn();
        if (lineLength > 0) {
            out.append(lineLength + 1 + token.length() > MAX_LINE ? '\n' : ' ');
        }
        out.append(token).append("\n\n");
    }

    /** Appends one token, breaking the line before it would exceed 80 characters. */
    private void token(String token) {
        if (lineLength > 0 && lineLength + 1 + token.length() > MAX_LINE) {
            text.append('\n');
            lineLength = 0;
        }
        if (lineLength > 0) {
            text.append(' ');
            lineLength++;
        }
        text.append(token);
        lineLength += token.length();
    }
}
