package org.touchmove.firmware.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
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
import org.touchmove.hal.text.Excerpt;

/**
 * Reads the games of a PGN text (export or import format) one at a time from a {@link Reader}, so a
 * file of any size is read in memory bounded by its longest game: tag pairs, movetext with move
 * numbers, {@code {}} and {@code ;} comments ([%clk] taken from brace comments), NAGs, recursive
 * variations (skipped), {@code %} escape lines, a UTF-8 byte order mark, games not separated by a
 * blank line, lenient SAN and UCI-coordinate moves, null moves ("--", "Z0": {@link Move#NULL}), the
 * result token, and [FEN]/[SetUp] start positions. {@link #read} and {@link #parse} collect every
 * game for callers that want a list.
 */
public final class PgnReader implements Closeable {

    /** Null move tokens: "--" (common), "Z0" (ChessBase), "0000" (UCI). */
    private static final java.util.Set<String> NULL_MOVES = java.util.Set.of("--", "Z0", "0000");
    /** Variant tag values that mean standard chess (case ignored). */
    private static final java.util.Set<String> STANDARD_VARIANTS = java.util.Set.of("standard", "chess",
            "normal", "from position", "fromposition");
    /**
     * Variant tag values that mean Chess960 (FIDE Laws, Guidelines II), case ignored: lichess and chess.com write
     * "Chess960", FIDE's events "Freestyle", older sources Fischer Random.
     */
    private static final java.util.Set<String> CHESS960_VARIANTS = java.util.Set.of("chess960", "chess 960",
            "freestyle", "freestyle chess", "fischerandom", "fischer random", "fischerrandom", "fischer random chess",
            "chess960 (fischer random)", "960", "frc");

    private final Reader in;
    private final PgnCursor text;
    private final String source;
    private int gameNumber = 1;
    /** The game being read: after an error, where it stood says how far to skip. */
    private GameBuilder current;

    private PgnReader(Reader in, String source) {
        this.in = in;
        this.text = new PgnCursor(in);
        this.source = source;
    }

    /** Reads games from {@code in}; {@code source} names the text in error messages. */
    public static PgnReader open(Reader in, String source) {
        return new PgnReader(in, source);
    }

    /** Reads the games of a UTF-8 file as they are asked for; close it when done. */
    public static PgnReader open(Path file) throws IOException {
        return new PgnReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Every game of a file, in a list (the whole file's games in memory: prefer {@link #open(Path)}). */
    public static List<PgnGame> read(Path file) throws IOException {
        try (PgnReader reader = open(file)) {
            return reader.readAll();
        }
    }

    /** Parses all games; {@code source} names the text in error messages. */
    public static List<PgnGame> parse(String text, String source) {
        try {
            return open(new StringReader(text), source).readAll();
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string cannot fail", e);
        }
    }

    /** Every game of {@code text}, a bad one included as {@link PgnEntry.Unreadable} (see {@link #nextEntry()}). */
    public static List<PgnEntry> parseEach(String text, String source) {
        List<PgnEntry> entries = new ArrayList<>();
        try (PgnReader reader = open(new StringReader(text), source)) {
            for (Optional<PgnEntry> e = reader.nextEntry(); e.isPresent(); e = reader.nextEntry()) {
                entries.add(e.get());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading a string cannot fail", e);
        }
        return entries;
    }

    /**
     * The next game as a {@link PgnEntry}, or empty after the last. A game that cannot be read (an illegal move, a
     * malformed tag, a variant other than standard chess) is {@link PgnEntry.Unreadable}, and the reading goes on
     * with the next game (the next tag section after the bad game's movetext): one bad game hides no other.
     *
     * @throws IOException if the underlying reader fails
     */
    public Optional<PgnEntry> nextEntry() throws IOException {
        int number = gameNumber;
        try {
            return next().map(game -> new PgnEntry.Read(number, game));
        } catch (PgnException e) {
            if (current == null || !current.read) {
                skipToNextGame(current != null && current.movetextStarted);
            }
            gameNumber = number + 1;
            return Optional.of(new PgnEntry.Unreadable(number, e.getMessage()));
        }
    }

    /** Skips the rest of a bad game: to the first line starting with '[' once movetext has been seen. */
    private void skipToNextGame(boolean movetextSeen) {
        boolean seen = movetextSeen;
        skipLine(); // the error may be in the middle of a line
        while (!text.atEnd()) {
            text.next(); // the newline
            while (!text.atEnd() && (text.peek() == ' ' || text.peek() == '\t')) {
                text.next();
            }
            if (text.atEnd()) {
                return;
            }
            char c = (char) text.peek();
            if (c == '[' && seen) {
                return;
            }
            if (c != '[' && c != '%' && !Character.isWhitespace(c)) {
                seen = true;
            }
            skipLine();
        }
    }

    /**
     * The next game, or empty after the last.
     *
     * @throws PgnException naming the source, the game and what is wrong; the reader cannot go on after it
     * @throws IOException  if the underlying reader fails
     */
    public Optional<PgnGame> next() throws IOException {
        try {
            return Optional.ofNullable(readGame());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private List<PgnGame> readAll() throws IOException {
        List<PgnGame> games = new ArrayList<>();
        for (Optional<PgnGame> g = next(); g.isPresent(); g = next()) {
            games.add(g.get());
        }
        return games;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Collects one game while reading. */
    private final class GameBuilder {
        /** The game's whole text has been read (its result token, the next game's tags, or the end). */
        boolean read;
        final Map<String, String> tags = new LinkedHashMap<>();
        Position start;
        Position current;
        final List<Move> moves = new ArrayList<>();
        final List<Optional<Duration>> clocks = new ArrayList<>();
        final List<String> written = new ArrayList<>();
        boolean movetextStarted;

        void begin() {
            movetextStarted = true; // first: a bad start position is found in the movetext (skipping depends on it)
            if (start == null) {
                start = startPosition();
                current = start;
            }
        }

        Position startPosition() {
            String variant = tags.get("Variant");
            String name = variant == null ? "standard" : variant.strip().toLowerCase(java.util.Locale.ROOT);
            boolean chess960 = CHESS960_VARIANTS.contains(name);
            if (!chess960 && !STANDARD_VARIANTS.contains(name)) {
                throw error("unsupported variant '" + Excerpt.of(variant)
                        + "' (Touchmove plays standard chess and Chess960)", null);
            }
            String fen = tags.get("FEN");
            if (fen == null) {
                if (chess960) {
                    throw error("a Chess960 game without its [FEN] tag: the start position is unknown", null);
                }
                return Position.START;
            }
            try {
                return Position.fromFen(fen, chess960);
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
            return current.fullmoveNumber() + (white ? ". " : "... ") + Excerpt.of(san);
        }

        boolean isEmpty() {
            return tags.isEmpty() && !movetextStarted;
        }

        PgnGame build(Result result) {
            begin();
            return new PgnGame(tags, start, moves, clocks, result, written);
        }

        PgnException error(String message, Throwable cause) {
            // Names quoted cut and with controls escaped: the reason is one line, whatever the tags hold.
            String who = Excerpt.of(tags.getOrDefault("White", "?")) + " - " + Excerpt.of(tags.getOrDefault("Black", "?"));
            return new PgnException(source + ": game " + gameNumber + " (" + who + "): " + message, cause);
        }
    }

    /** Reads up to the end of the next game (its result token, the next game's tags, or the end). */
    private PgnGame readGame() {
        GameBuilder game = new GameBuilder();
        current = game;
        while (true) {
            skipWhitespace();
            if (text.atEnd()) {
                return game.isEmpty() ? null : finish(game, null);
            }
            char c = (char) text.peek();
            if (c == '%' && text.atLineStart()) {
                skipLine();
            } else if (c == '[') {
                if (game.movetextStarted) { // a new game without a result token before it
                    return finish(game, null);
                }
                readTag(game);
            } else if (c == '{') {
                game.comment(readBraceComment(game));
            } else if (c == ';') {
                skipLine();
            } else if (c == '(') {
                skipVariation(game);
            } else if (c == '}' || c == ']') {
                String at = text.position();
                text.next(); // consumed, so the reader always moves on
                throw game.error("unexpected '" + c + "' at " + at, null);
            } else if (c == ')') {
                throw game.error("unbalanced ')' at " + text.position(), null);
            } else if (c == '$') {
                text.next();
                while (!text.atEnd() && Character.isDigit(text.peek())) {
                    text.next();
                }
            } else {
                String symbol = readSymbol();
                Result result = resultOf(symbol);
                if (result != null) {
                    return finish(game, result);
                }
                String move = stripMoveNumber(symbol);
                if (move.isEmpty() || move.chars().allMatch(ch -> ch == '!' || ch == '?')) {
                    continue;
                }
                game.move(move);
            }
        }
    }

    private PgnGame finish(GameBuilder game, Result token) {
        game.read = true; // its text is all read: an error from here on needs no skipping
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
        gameNumber++;
        return g;
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
        while (!text.atEnd() && Character.isWhitespace(text.peek())) {
            text.next();
        }
    }

    private void skipLine() {
        while (!text.atEnd() && text.peek() != '\n') {
            text.next();
        }
    }

    private String readSymbol() {
        StringBuilder symbol = new StringBuilder(8);
        while (!text.atEnd()) {
            char c = (char) text.peek();
            if (Character.isWhitespace(c) || "{}()[];$".indexOf(c) >= 0) {
                break;
            }
            symbol.append(text.next());
        }
        return symbol.toString();
    }

    private void readTag(GameBuilder game) {
        String open = text.position();
        text.next(); // '['
        skipWhitespace();
        StringBuilder name = new StringBuilder();
        while (!text.atEnd() && (Character.isLetterOrDigit(text.peek()) || text.peek() == '_')) {
            name.append(text.next());
        }
        skipWhitespace();
        if (name.isEmpty() || text.atEnd() || text.peek() != '"') {
            throw game.error("malformed tag pair at " + open, null);
        }
        text.next();
        StringBuilder value = new StringBuilder();
        while (!text.atEnd() && text.peek() != '"') {
            char c = text.next();
            if (c == '\\' && !text.atEnd()) {
                c = text.next();
            }
            value.append(c);
        }
        if (!text.atEnd()) {
            text.next(); // closing quote
        }
        skipWhitespace();
        if (text.atEnd() || text.peek() != ']') {
            throw game.error("tag [" + Excerpt.of(name.toString()) + "] at " + open + " not closed with ']'", null);
        }
        text.next();
        game.tags.put(name.toString(), value.toString());
    }

    private String readBraceComment(GameBuilder game) {
        String start = text.position();
        text.next(); // '{'
        StringBuilder comment = new StringBuilder();
        while (!text.atEnd() && text.peek() != '}') {
            comment.append(text.next());
        }
        if (text.atEnd()) {
            throw game.error("comment starting at " + start + " is not closed with '}'", null);
        }
        text.next();
        return comment.toString();
    }

    /** Skips a recursive annotation variation, including nested ones and comments inside. */
    private void skipVariation(GameBuilder game) {
        int depth = 0;
        String start = text.position();
        while (!text.atEnd()) {
            char c = (char) text.peek();
            if (c == '(') {
                depth++;
                text.next();
            } else if (c == ')') {
                depth--;
                text.next();
                if (depth == 0) {
                    return;
                }
            } else if (c == '{') {
                readBraceComment(game);
            } else if (c == ';') {
                skipLine();
            } else {
                text.next();
            }
        }
        throw game.error("variation starting at " + start + " is not closed with ')'", null);
    }
}
