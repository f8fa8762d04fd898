package org.touchmove.firmware.command;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Pattern;
import org.touchmove.firmware.clock.PgnTimeControl;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.clock.TimeControlNotation;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Position;

/**
 * Reads the fields of a new-game command (docs/commands.md): the FEN through the rules core, the time control
 * through the clock's two parsers, and the game's metadata in the form its PGN tags take.
 */
final class NewGameReader {

    static final int MAX_BOARD_NUMBER = 10_000;
    static final int MAX_FEN_LENGTH = 128;
    static final int MAX_TIME_CONTROL_LENGTH = 100;
    static final int MAX_TAG_LENGTH = 255;
    static final int MAX_ELO = 4000;

    private static final Pattern PGN_DATE = Pattern.compile("[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}");
    private static final Pattern FIDE_ID = Pattern.compile("[0-9]{1,10}");

    private NewGameReader() {
    }

    /** The new game: every field is optional (docs/commands.md, new-game). */
    static ArbiterCommand read(CommandObject o) {
        String fen = o.optionalText("fen", "a FEN");
        boolean chess960 = variant(o);
        if (o.has("chess960")) {
            chess960 = true;
            if (fen != null) {
                throw o.refusal("chess960",
                        "given with \"fen\"; expected one of them: a start position number or a FEN");
            }
            // Guidelines II.1: a Chess960 start position by its number (518 is the standard array), or drawn by the
            // board (a null FEN of a Chess960 game: docs/commands.md).
            fen = o.isText("chess960", "random") ? null : Position.fromChess960Pos(
                    (int) o.whole("chess960", 0, 959, "\"random\" or a Chess960 start position number")).fen();
        } else if (chess960 && fen == null) {
            fen = Position.fromChess960Pos(518).fen(); // the standard array, played by the Chess960 rules
        } else if (fen != null) {
            checkLength(o, "fen", fen, MAX_FEN_LENGTH, "a FEN");
            try {
                Position.fromStartFen(fen, chess960);
            } catch (IllegalArgumentException e) {
                throw o.refusal("fen", e.getMessage() + "; expected a legal position in FEN such as \""
                        + Position.START_FEN + "\"");
            }
        }
        String timeControl = o.optionalText("timeControl", "a time control");
        if (timeControl != null) {
            checkLength(o, "timeControl", timeControl, MAX_TIME_CONTROL_LENGTH, "a time control");
            checkTimeControl(o, timeControl);
        }
        String date = tag(o, "date");
        if (date != null) {
            checkDate(o, date);
        }
        Long board = o.has("board") ? o.whole("board", 1, MAX_BOARD_NUMBER, "a board number") : null;
        GameMetadata metadata = new GameMetadata(tag(o, "event"), tag(o, "site"), date, tag(o, "round"),
                board == null ? null : board.intValue(), tag(o, "white"), tag(o, "black"),
                fideId(o, "whiteFideId"), fideId(o, "blackFideId"), elo(o, "whiteElo"), elo(o, "blackElo"));
        return new ArbiterCommand.NewGame(fen, timeControl, metadata, chess960);
    }

    /** {@code "variant":"chess960"} (FIDE Laws, Guidelines II); absent: standard chess, or as a given number says. */
    private static boolean variant(CommandObject o) {
        String variant = o.optionalText("variant", "\"chess960\"");
        if (variant != null && !variant.equals("chess960")) {
            throw o.refusal("variant", CommandObject.quote(variant) + " is not a variant Touchmove plays; expected"
                    + " \"chess960\", or no field for standard chess");
        }
        return variant != null;
    }

    /** The PGN tag form first (broadcasts), then the readable form, as configuration reads it (docs/time-controls.md). */
    private static void checkTimeControl(CommandObject o, String text) {
        String expected = "a PGN TimeControl tag (\"5400+30\"), the readable form (\"90m+30s\"), or \"-\" for no clock"
                + " (docs/time-controls.md)";
        TimeControl control;
        try {
            control = PgnTimeControl.parse(text);
        } catch (IllegalArgumentException pgnError) {
            try {
                control = TimeControlNotation.parse(text);
            } catch (IllegalArgumentException notationError) {
                throw o.refusal("timeControl", "neither a PGN tag (" + pgnError.getMessage() + ") nor the readable"
                        + " form (" + notationError.getMessage() + "); expected " + expected);
            }
        }
        if (control instanceof TimeControl.Unknown) {
            throw o.refusal("timeControl", "\"?\" (unknown) cannot run a clock; expected " + expected
                    + ", or leave the field out to keep the board's current one");
        }
    }

    /** PGN Date tag form: "2026.11.30", "??" for unknown parts ("2026.??.??"). */
    private static void checkDate(CommandObject o, String date) {
        String expected = "a PGN date YYYY.MM.DD, ?? for unknown parts (\"2026.11.30\", \"2026.??.??\")";
        if (!PGN_DATE.matcher(date).matches()) {
            throw o.refusal("date", CommandObject.quote(date) + " is not a PGN date; expected " + expected);
        }
        if (date.indexOf('?') < 0) {
            try {
                LocalDate.of(Integer.parseInt(date.substring(0, 4)), Integer.parseInt(date.substring(5, 7)),
                        Integer.parseInt(date.substring(8, 10)));
            } catch (DateTimeException e) {
                throw o.refusal("date", CommandObject.quote(date) + " is not a calendar date; expected " + expected);
            }
        }
    }

    /** A free-text metadata field: 1..255 characters, no control characters (it ends up in a PGN tag). */
    private static String tag(CommandObject o, String field) {
        String expected = "text of 1.." + MAX_TAG_LENGTH + " characters without control characters";
        String text = o.optionalText(field, expected);
        if (text == null) {
            return null;
        }
        checkLength(o, field, text, MAX_TAG_LENGTH, expected);
        // codePoints() yields an unpaired surrogate as itself: it could not be written back as UTF-8.
        boolean clean = text.codePoints().noneMatch(c -> Character.isISOControl(c)
                || c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE);
        if (!clean) {
            throw o.refusal(field, "contains a control character or a broken surrogate pair; expected " + expected);
        }
        return text;
    }

    /** A rating (PGN WhiteElo, BlackElo): a whole number 1..4000. */
    private static Integer elo(CommandObject o, String field) {
        return o.has(field) ? (int) o.whole(field, 1, MAX_ELO, "a rating") : null;
    }

    private static String fideId(CommandObject o, String field) {
        String expected = "a FIDE id as a string of 1..10 digits (\"1503014\")";
        String id = o.optionalText(field, expected);
        if (id != null && !FIDE_ID.matcher(id).matches()) {
            throw o.refusal(field, CommandObject.quote(id) + " is not a FIDE id; expected " + expected);
        }
        return id;
    }

    /** 1..max characters, without white space around them (the value is kept as given, so it must be clean). */
    private static void checkLength(CommandObject o, String field, String text, int max, String expected) {
        if (text.isEmpty() || text.length() > max) {
            throw o.refusal(field, text.length() + " characters; expected " + expected + " of 1.." + max
                    + " characters");
        }
        if (!text.strip().equals(text)) {
            throw o.refusal(field, "white space before or after the value; expected " + expected + ", trimmed");
        }
    }
}
