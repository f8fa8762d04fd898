package org.touchmove.firmware.pgn;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.EnPassantStyle;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;

/**
 * Writes PGN export format: the Seven Tag Roster first (missing ones as "?", Result from the game),
 * then the other tags (e.g. TimeControl, Termination; FEN/SetUp when not from the initial position),
 * a blank line, SAN movetext with {@code { [%clk h:mm:ss] }} after moves that have a clock, lines of at
 * most 80 characters, the result token, and a blank line.
 */
public final class PgnWriter {

    static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final int MAX_LINE = 80;

    private PgnWriter() {
    }

    public static String write(List<PgnGame> games) {
        StringBuilder sb = new StringBuilder();
        for (PgnGame g : games) {
            sb.append(write(g));
        }
        return sb.toString();
    }

    public static String write(PgnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        Map<String, String> tags = game.tags();
        for (String name : SEVEN_TAG_ROSTER) {
            String value = name.equals("Result") ? game.result().pgn() : tags.getOrDefault(name, defaultValue(name));
            appendTag(sb, name, value);
        }
        boolean customStart = !game.start().equals(Position.START);
        for (var e : tags.entrySet()) {
            String name = e.getKey();
            if (SEVEN_TAG_ROSTER.contains(name) || name.equals("FEN") || name.equals("SetUp")) {
                continue;
            }
            appendTag(sb, name, e.getValue());
        }
        if (customStart) {
            appendTag(sb, "SetUp", "1");
            appendTag(sb, "FEN", game.start().fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP));
        }
        sb.append('\n');
        Movetext text = new Movetext(sb);
        Position p = game.start();
        List<Move> moves = game.moves();
        boolean afterComment = false;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (p.sideToMove() == Color.WHITE) {
                text.token(p.fullmoveNumber() + ".");
            } else if (i == 0 || afterComment) { // PGN 8.2.2.2: Black's move number after a comment
                text.token(p.fullmoveNumber() + "...");
            }
            Position next = m.isNull() ? p.playNullMove() : p.play(m);
            text.token(m.isNull() ? "--" : San.format(p, m, next));
            Optional<Duration> clock = game.clocks().get(i);
            if (clock.isPresent()) {
                text.token("{");
                text.token(ClockComment.format(clock.get()));
                text.token("}");
            }
            afterComment = clock.isPresent();
            p = next;
        }
        text.token(game.result().pgn());
        sb.append("\n\n");
        return sb.toString();
    }

    private static String defaultValue(String tag) {
        return switch (tag) {
            case "Date" -> "????.??.??";
            default -> "?";
        };
    }

    private static void appendTag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** Appends space-separated tokens, breaking lines before they would exceed 80 characters. */
    private static final class Movetext {
        private final StringBuilder sb;
        private int lineLength;

        Movetext(StringBuilder sb) {
            this.sb = sb;
        }

        void token(String token) {
            if (lineLength > 0 && lineLength + 1 + token.length() > MAX_LINE) {
                sb.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(token);
            lineLength += token.length();
        }
    }
}
