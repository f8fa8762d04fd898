package org.touchmove.firmware.pgn;

import java.util.List;
import java.util.Map;
import org.touchmove.firmware.rules.EnPassantStyle;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;

/**
 * Writes PGN export format: the Seven Tag Roster first (missing ones as "?", Result from the game),
 * then the other tags (e.g. TimeControl, Termination; FEN/SetUp when not from the initial position; Variant
 * "Chess960" with SetUp and FEN for every Chess960 game, as lichess reads 960 broadcasts),
 * a blank line, SAN movetext with {@code { [%clk h:mm:ss] }} after moves that have a clock, lines of at
 * most 80 characters ({@link PgnMovetext}), the result token, and a blank line.
 */
public final class PgnWriter {

    static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

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
        appendTags(sb, game.tags(), game.start(), game.result());
        PgnMovetext text = new PgnMovetext(game.start());
        for (int i = 0; i < game.moves().size(); i++) {
            text.append(game.moves().get(i), game.clocks().get(i));
        }
        text.finish(sb, game.result());
        return sb.toString();
    }

    /**
     * A game whose movetext was built (or kept and extended) separately: the tags as {@link #write(PgnGame)} writes
     * them for this start and result, then the movetext, the result token and the blank line.
     */
    public static String write(Map<String, String> tags, PgnMovetext movetext, Result result) {
        // Sized for the whole text (the roster's defaults, SetUp and FEN, the result: 256), so it is not grown and copied.
        int tagChars = 256;
        for (var e : tags.entrySet()) {
            tagChars += e.getKey().length() + e.getValue().length() + 6;
        }
        StringBuilder sb = new StringBuilder(tagChars + movetext.length() + 16);
        appendTags(sb, tags, movetext.start(), result);
        movetext.finish(sb, result);
        return sb.toString();
    }

    /** The tag section and the blank line after it: the Seven Tag Roster, the other tags, SetUp and FEN. */
    private static void appendTags(StringBuilder sb, Map<String, String> tags, Position start, Result result) {
        for (String name : SEVEN_TAG_ROSTER) {
            String value = name.equals("Result") ? result.pgn() : tags.getOrDefault(name, defaultValue(name));
            appendTag(sb, name, value);
        }
        for (var e : tags.entrySet()) {
            String name = e.getKey();
            if (SEVEN_TAG_ROSTER.contains(name) || name.equals("FEN") || name.equals("SetUp")
                    || name.equals("Variant") && start.isChess960()) {
                continue;
            }
            appendTag(sb, name, e.getValue());
        }
        if (start.isChess960()) {
            appendTag(sb, "Variant", "Chess960"); // Guidelines II; lichess and chess.com spell it so
        }
        if (start.isChess960() || !start.equals(Position.START)) {
            appendTag(sb, "SetUp", "1");
            appendTag(sb, "FEN", start.fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP));
        }
        sb.append('\n');
    }

    private static String defaultValue(String tag) {
        return switch (tag) {
            case "Date" -> "????.??.??";
            default -> "?";
        };
    }

    private static void appendTag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(tagValue(value)).append("\"]\n");
    }

    /**
     * A tag value as PGN 8.1.1 allows it: printing characters only, each control character (NUL, CR, LF, tab,
     * escape...) and line or paragraph separator written as a space, then backslash and quote escaped. Metadata comes
     * from outside (pairings, the arbiter, a board's events): a line break inside a value would start a new line where
     * a '%' opens an escape line, a ';' a comment, a '[' a forged tag. With none, every tag stays on its own line.
     */
    static String tagValue(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                out.append(' ');
            } else if (c == '\\' || c == '"') {
                out.append('\\').append(c);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
