package org.touchmove.firmware.pgn;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.firmware.rules.InvalidFenException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

/**
 * Reads every game of a PGN text (export or import format): tag pairs, movetext with move numbers,
 * {@code {}} and {@code ;} comments ([%clk] taken from brace comments), NAGs, recursive variations
 * (skipped), {@code %} escape lines, a UTF-8 byte order mark, games not separated by a blank line,
 * lenient SAN and UCI-coordinate moves, null moves ("--", "Z0": {@link Move#NULL}), the result
 * token, and [FEN]/[SetUp] start positions.
 */
public final class PgnReader {

    /** Null move tokens: "--" (common), "Z0" (ChessBase), "0000" (UCI). */
    private static final java.util.Set<String> NULL_MOVES = java.util.Set.of("--", "Z0", "0000");

    private final String text;
    private final String source;
    private int pos;
    private int gameNumber;
    /** True while a tag pair is read: an error there leaves the rest of the header to skip. */
    private boolean inTag;

    private PgnReader(String text, String source) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
        this.source = source;
    }

    public static List<PgnGame> read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Parses all games; {@code source} names the text in error messages. The first bad game throws. */
    public static List<PgnGame> parse(String text, String source) {
        List<PgnGame> games = new ArrayList<>();
        for (PgnEntry entry : parseEach(text, source)) {
            if (entry instanceof PgnEntry.Unreadable bad) {
                throw new PgnException(bad.reason());
            }
            games.add(((PgnEntry.Read) entry).game());
        }
        return games;
    }

    /**
     * Parses every game, a bad one included: a game that cannot be read (an illegal move, a malformed
     * tag, a variant other than standard chess) becomes {@link PgnEntry.Unreadable} and the reading goes
     * on with the next game (the next tag section after the bad game's movetext).
     */
    public static List<PgnEntry> parseEach(String text, String source) {
        return new PgnReader(text, source).games();
    }

    /** Variant tag values that mean standard chess (case ignored). */
    private static final java.util.Set<String> STANDARD_VARIANTS = java.util.Set.of("standard", "chess",
            "normal", "from position", "fromposition");

    /** Collects one game while reading. */
    private final class GameBuilder {
        final Map<String, String> tags = new LinkedHashMap<>();
        Position start;
        Position current;
        final List<Move> moves = new ArrayList<>();
        final List<Optional<Duration>> clocks = new ArrayList<>();
        final List<String> written = new ArrayList<>();
        boolean movetextStarted;

        void begin() {
            if (start == null) {
                start = startPosition();
                current = start;
            }
            movetextStarted = true;
        }

        Position startPosition() {
            String variant = tags.get("Variant");
            if (variant != null && !STANDARD_VARIANTS.contains(variant.strip().toLowerCase(java.util.Locale.ROOT))) {
                throw error("unsupported variant '" + variant + "' (Touchmove plays standard chess)", null);
            }
            String fen = tags.get("FEN");
            if (fen == null) {
                return Position.START;
            }
            try {
                return Position.fromFen(fen);
            } catch (InvalidFenException e) {
                throw error("bad [FEN] tag: " + e.getMessage(), e);
            }
        }

        void move(String san) {
            begin();
            Move m;
            try {
                if (NULL_MOVES.contains(san)) {
                    current = current.playNullMove();
                    moves.add(Move.NULL);
                    clocks.add(Optional.empty());
                    written.add(san);
                    return;
                }
                m = San.parse(current, san);
            } catch (IllegalArgumentException e) {
                throw error("move " + moveLabel(san) + ": " + e.getMessage(), e);
            }
            current = current.play(m);
            moves.add(m);
            clocks.add(Optional.empty());
            written.add(san);
        }

        void comment(String comment) {
            if (!moves.isEmpty()) {
                Optional<Duration> clk = ClockComment.find(comment);
                if (clk.isPresent()) {
                    clocks.set(clocks.size() - 1, clk);
                }
            }
        }

        String moveLabel(String san) {
            boolean white = current.sideToMove() == org.touchmove.firmware.rules.Color.WHITE;
            return current.fullmoveNumber() + (white ? ". " : "... ") + san;
        }

        boolean isEmpty() {
            return tags.isEmpty() && !movetextStarted;
        }

        PgnGame build(Result result) {
            begin();
            return new PgnGame(tags, start, moves, clocks, result, written);
        }

        PgnException error(String message, Throwable cause) {
            String who = tags.getOrDefault("White", "?") + " - " + tags.getOrDefault("Black", "?");
            return new PgnException(source + ": game " + gameNumber + " (" + who + "): " + message, cause);
        }
    }

    private List<PgnEntry> games() {
        List<PgnEntry> games = new ArrayList<>();
        gameNumber = 1;
        GameBuilder game = new GameBuilder();
        while (true) {
            try {
                skipWhitespace();
                if (pos >= text.length()) {
                    break;
                }
                GameBuilder next = step(game, games);
                game = next;
            } catch (PgnException e) {
                games.add(new PgnEntry.Unreadable(gameNumber, e.getMessage()));
                skipToNextGame(!inTag);
                inTag = false;
                game = new GameBuilder();
                gameNumber++;
            }
        }
        if (!game.isEmpty()) {
            try {
                games.add(finish(game, null));
            } catch (PgnException e) {
                games.add(new PgnEntry.Unreadable(gameNumber, e.getMessage()));
            }
        }
        return games;
    }

    /** Reads one token of the text; returns the game being read after it (a new one after a result). */
    private GameBuilder step(GameBuilder game, List<PgnEntry> games) {
        char c = text.charAt(pos);
        if (c == '%' && (pos == 0 || text.charAt(pos - 1) == '\n')) {
            skipLine();
        } else if (c == '[') {
            if (game.movetextStarted) { // a new game without a result token before it
                games.add(finish(game, null));
                game = new GameBuilder();
            }
            readTag(game);
        } else if (c == '{') {
            game.comment(readBraceComment(game));
        } else if (c == ';') {
            skipLine();
        } else if (c == '(') {
            skipVariation(game);
        } else if (c == ')') {
            throw game.error("unbalanced ')' at offset " + pos, null);
        } else if (c == '$') {
            pos++;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
        } else if (c == '}' || c == ']') {
            // A stray closer: readSymbol would stop at it without moving, and the reading would spin.
            throw game.error("unexpected '" + c + "' at offset " + pos, null);
        } else {
            String symbol = readSymbol();
            Result result = resultOf(symbol);
            if (result != null) {
                games.add(finish(game, result));
                return new GameBuilder();
            }
            String move = stripMoveNumber(symbol);
            if (!move.isEmpty() && !move.chars().allMatch(ch -> ch == '!' || ch == '?')) {
                game.move(move);
            }
        }
        return game;
    }

    /**
     * After a bad game: skips the rest of it, up to the first line starting with '[' that follows
     * movetext (the next game's tags), or the end of the text.
     */
    private void skipToNextGame(boolean inMovetext) {
        boolean seenMovetext = inMovetext;
        // Finish the current line first: the error may be in the middle of it.
        skipLine();
        while (pos < text.length()) {
            pos++; // the newline
            int lineStart = pos;
            while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
                pos++;
            }
            if (pos < text.length() && text.charAt(pos) == '[' && seenMovetext) {
                pos = lineStart;
                return;
            }
            if (pos < text.length() && text.charAt(pos) != '[' && text.charAt(pos) != '%'
                    && !Character.isWhitespace(text.charAt(pos))) {
                seenMovetext = true;
            }
            skipLine();
        }
    }

    private PgnEntry finish(GameBuilder game, Result token) {
        Result result = token;
        if (result == null) {
            String tag = game.tags.get("Result");
            try {
                result = tag == null ? Result.UNDECIDED : Result.fromPgn(tag);
            } catch (IllegalArgumentException e) {
                result = Result.UNDECIDED;
            }
        }
        PgnGame g = game.build(result);
        return new PgnEntry.Read(gameNumber++, g);
    }

    private static Result resultOf(String symbol) {
        return switch (symbol) {
            case "1-0" -> Result.WHITE_WINS;
            case "0-1" -> Result.BLACK_WINS;
            case "1/2-1/2" -> Result.DRAW;
            case "*" -> Result.UNDECIDED;
            default -> null;
        };
    }

    /** "12." / "12..." / "12.e4" / "12" -> "" / "" / "e4" / ""; other symbols ("0-0", "e4") unchanged. */
    private static String stripMoveNumber(String symbol) {
        int digits = 0;
        while (digits < symbol.length() && Character.isDigit(symbol.charAt(digits))) {
            digits++;
        }
        if (digits == symbol.length()) {
            return "";
        }
        int dots = digits;
        while (dots < symbol.length() && symbol.charAt(dots) == '.') {
            dots++;
        }
        return dots > digits ? symbol.substring(dots) : symbol;
    }

    private void skipWhitespace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private void skipLine() {
        while (pos < text.length() && text.charAt(pos) != '\n') {
            pos++;
        }
    }

    private String readSymbol() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || "{}()[];$".indexOf(c) >= 0) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos);
    }

    private void readTag(GameBuilder game) {
        inTag = true;
        int open = pos;
        pos++; // '['
        skipWhitespace();
        int nameStart = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        skipWhitespace();
        if (name.isEmpty() || pos >= text.length() || text.charAt(pos) != '"') {
            throw game.error("malformed tag pair at offset " + open, null);
        }
        pos++;
        StringBuilder value = new StringBuilder();
        while (pos < text.length() && text.charAt(pos) != '"') {
            char c = text.charAt(pos);
            if (c == '\\' && pos + 1 < text.length()) {
                pos++;
                c = text.charAt(pos);
            }
            value.append(c);
            pos++;
        }
        pos++; // closing quote
        skipWhitespace();
        if (pos >= text.length() || text.charAt(pos) != ']') {
            throw game.error("tag [" + name + "] not closed with ']'", null);
        }
        pos++;
        game.tags.put(name, value.toString());
        inTag = false;
    }

    private String readBraceComment(GameBuilder game) {
        int start = pos + 1;
        int end = text.indexOf('}', start);
        if (end < 0) {
            throw game.error("comment starting at offset " + pos + " is not closed with '}'", null);
        }
        pos = end + 1;
        return text.substring(start, end);
    }

    /** Skips a recursive annotation variation, including nested ones and comments inside. */
    private void skipVariation(GameBuilder game) {
        int depth = 0;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '(') {
                depth++;
                pos++;
            } else if (c == ')') {
                depth--;
                pos++;
                if (depth == 0) {
                    return;
                }
            } else if (c == '{') {
                readBraceComment(game);
            } else if (c == ';') {
                skipLine();
            } else {
                pos++;
            }
        }
        throw game.error("variation starting at offset " + start + " is not closed with ')'", null);
    }
}
