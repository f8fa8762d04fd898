package org.touchmove.sim.script;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;
import org.touchmove.hal.text.WholeNumber;

/** Parses scenario scripts (format in docs/scenario-scripts.md) line by line. */
public final class ScriptParser {

    /**
     * The longest {@code wait}, and the most virtual time a whole script may cover: a day. Past it a
     * clock ticking once a second would print events for hours of real time.
     */
    public static final long MAX_WAIT_MS = 86_400_000L;

    private ScriptParser() {
    }

    public static List<ScriptStep> parse(String script) throws ScriptException {
        try {
            return parse(new StringReader(script));
        } catch (IOException e) {
            throw new UncheckedIOException("reading from a string cannot fail", e);
        }
    }

    public static List<ScriptStep> parse(Path file) throws IOException, ScriptException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in);
        }
    }

    public static List<ScriptStep> parse(Reader in) throws IOException, ScriptException {
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        List<ScriptStep> steps = new ArrayList<>();
        int lineNumber = 0;
        long totalWaitMs = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            lineNumber++;
            if (lineNumber == 1 && line.startsWith("\uFEFF")) {
                line = line.substring(1); // a byte-order mark some editors write
            }
            Optional<ScriptStep> step = parseLine(lineNumber, line);
            if (step.isPresent() && step.get() instanceof ScriptStep.Wait wait) {
                totalWaitMs += wait.millis();
                if (totalWaitMs > MAX_WAIT_MS) {
                    throw new ScriptException(lineNumber, line, "the script's waits add up to " + totalWaitMs
                            + " ms, more than the " + MAX_WAIT_MS + " ms (24 hours) a script may cover");
                }
            }
            step.ifPresent(steps::add);
        }
        return steps;
    }

    /** One line: empty for a blank or comment line. */
    public static Optional<ScriptStep> parseLine(int lineNumber, String line) throws ScriptException {
        String raw = line.strip();
        if (raw.equals("cmd") || raw.startsWith("cmd ") || raw.startsWith("cmd\t")) {
            String text = raw.substring(3).strip();
            if (text.isEmpty()) {
                throw new ScriptException(lineNumber, line, "expected 'cmd <command as JSON>'", null);
            }
            return Optional.of(new ScriptStep.Command(lineNumber, text));
        }
        String content = stripComment(line).strip();
        if (content.isEmpty()) {
            return Optional.empty();
        }
        String[] words = content.split("\\s+");
        try {
            return Optional.of(switch (words[0]) {
                case "tc" -> new ScriptStep.TimeControl(lineNumber, single(words, "tc <PGN TimeControl>|none"));
                case "setup" -> setup(lineNumber, content, words);
                case "start" -> {
                    none(words, "start");
                    yield new ScriptStep.Start(lineNumber);
                }
                case "lift" -> new ScriptStep.Lift(lineNumber, Squares.parse(single(words, "lift <square>")));
                case "place" -> new ScriptStep.Place(lineNumber, Squares.parse(single(words, "place <square>")));
                case "remove" -> new ScriptStep.Remove(lineNumber, Squares.parse(single(words, "remove <square>")));
                case "add" -> add(lineNumber, words);
                case "press" -> new ScriptStep.Press(lineNumber, side(single(words, "press white|black")));
                case "button" -> new ScriptStep.Press(lineNumber,
                        controlButton(single(words, "button pause|menu|plus|minus|ok")));
                case "wait" -> new ScriptStep.Wait(lineNumber, millis(single(words, "wait <milliseconds>")));
                default -> throw new IllegalArgumentException("unknown command '" + words[0]
                        + "' (expected tc, setup, start, cmd, lift, place, remove, add, press, button or wait)");
            });
        } catch (IllegalArgumentException e) {
            throw new ScriptException(lineNumber, line, e.getMessage(), e);
        }
    }

    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    private static ScriptStep setup(int lineNumber, String content, String[] words) {
        if (words.length == 2 && words[1].equals("startpos")) {
            return new ScriptStep.Setup(lineNumber, FenPlacement.START_FEN, FenPlacement.piecesOf(FenPlacement.START_FEN));
        }
        if (words.length >= 3 && words[1].equals("fen")) {
            String fen = content.substring(content.indexOf("fen") + 3).strip();
            PieceCodes pieces = FenPlacement.piecesOf(fen);
            return new ScriptStep.Setup(lineNumber, fen, pieces);
        }
        throw new IllegalArgumentException("expected 'setup startpos' or 'setup fen <FEN>'");
    }

    private static ScriptStep add(int lineNumber, String[] words) {
        if (words.length != 2 && words.length != 3) {
            throw new IllegalArgumentException("expected 'add <square> [piece]'");
        }
        int square = Squares.parse(words[1]);
        if (words.length == 2) {
            return new ScriptStep.Add(lineNumber, square, Optional.empty());
        }
        String piece = words[2];
        if (piece.length() != 1 || "PNBRQKpnbrqk".indexOf(piece.charAt(0)) < 0) {
            throw new IllegalArgumentException("add takes a piece as one FEN letter (PNBRQK for White, pnbrqk for"
                    + " Black), got '" + piece + "'");
        }
        return new ScriptStep.Add(lineNumber, square, Optional.of(piece.charAt(0)));
    }

    private static String single(String[] words, String usage) {
        if (words.length != 2) {
            throw new IllegalArgumentException("expected '" + usage + "'");
        }
        return words[1];
    }

    private static void none(String[] words, String usage) {
        if (words.length != 1) {
            throw new IllegalArgumentException("expected '" + usage + "' with nothing after it");
        }
    }

    private static ClockButton side(String name) {
        ClockButton button = ClockButton.parse(name);
        if (button != ClockButton.WHITE && button != ClockButton.BLACK) {
            throw new IllegalArgumentException("press takes white or black, got '" + name + "' (use 'button " + name + "')");
        }
        return button;
    }

    private static ClockButton controlButton(String name) {
        ClockButton button = ClockButton.parse(name);
        if (button == ClockButton.WHITE || button == ClockButton.BLACK) {
            throw new IllegalArgumentException("button takes pause, menu, plus, minus or ok, got '" + name
                    + "' (use 'press " + name + "')");
        }
        return button;
    }

    private static long millis(String text) {
        return WholeNumber.parse(text, "wait (milliseconds)", 0, MAX_WAIT_MS);
    }
}
