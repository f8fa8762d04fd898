package org.touchmove.firmware.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import org.touchmove.firmware.rules.Position;

/**
 * {@code perft} without the command-line library, for the command lines it can read without doubt: the word
 * {@code perft}, then {@code --depth N} and any of {@code --fen F}, {@code --threads N}, {@code --divide},
 * {@code --chess960}, {@code --repeat N}, each at most once, all values in range and the FEN a position. picocli's
 * start (annotations read through dynamic proxies that no class-data archive holds, about 200 classes) was a third
 * of a {@code perft}'s whole process before its first node (docs/performance.md, "Perft: the start without picocli").
 * Anything else ({@code --depth=6}, {@code --help}, an {@code @file}, an unknown or repeated option, a bad value)
 * is left to the full command line, which prints its usage and errors as it always has; so is every error, since
 * the shortcut reads the options and the position before it prints anything.
 */
final class PerftShortcut {

    private PerftShortcut() {
    }

    /** Runs {@code args} when they are a plain {@code perft}; returns its exit status, or null to use the full path. */
    static Integer run(String[] args, PrintStream stdout, PrintStream stderr) {
        PerftRun perft = read(args);
        if (perft == null) {
            return null;
        }
        return perft.print(writer(stdout), writer(stderr));
    }

    /** The run {@code args} ask for, or null when they are not a plain {@code perft} (see the class comment). */
    static PerftRun read(String[] args) {
        if (args.length < 3 || !"perft".equals(args[0])) {
            return null;
        }
        String fen = "startpos";
        int depth = -1;
        int threads = Runtime.getRuntime().availableProcessors();
        int repeat = 1;
        boolean divide = false;
        boolean chess960 = false;
        boolean fenGiven = false;
        boolean threadsGiven = false;
        boolean repeatGiven = false;
        for (int i = 1; i < args.length; i++) {
            String option = args[i];
            if ("--divide".equals(option) && !divide) {
                divide = true;
                continue;
            }
            if ("--chess960".equals(option) && !chess960) {
                chess960 = true;
                continue;
            }
            if (i + 1 == args.length) {
                return null;
            }
            String value = args[++i];
            if (value.startsWith("-") || value.startsWith("@")) {
                return null;
            }
            switch (option) {
                case "--depth" -> {
                    if (depth >= 0 || (depth = number(value, 0, PerftRun.MAX_DEPTH)) < 0) {
                        return null;
                    }
                }
                case "--fen" -> {
                    if (fenGiven) {
                        return null;
                    }
                    fenGiven = true;
                    fen = value;
                }
                case "--threads" -> {
                    if (threadsGiven || (threads = number(value, 1, PerftRun.MAX_THREADS)) < 0) {
                        return null;
                    }
                    threadsGiven = true;
                }
                case "--repeat" -> {
                    if (repeatGiven || (repeat = number(value, 1, PerftRun.MAX_REPEAT)) < 0) {
                        return null;
                    }
                    repeatGiven = true;
                }
                default -> {
                    return null;
                }
            }
        }
        if (depth < 0) {
            return null;
        }
        Position position;
        try {
            position = PerftRun.position(fen, chess960);
        } catch (IllegalArgumentException e) {
            // Not a position (InvalidFenException): the full command line reads it again and says why, in its words.
            return null;
        }
        return new PerftRun(position, depth, divide, chess960, threads, repeat);
    }

    /** Digits 0-9 only and from {@code min} to {@code max} (as the command line's WholeNumber reads them), or -1. */
    private static int number(String text, int min, int max) {
        if (text.isEmpty() || text.length() > 4) {
            return -1;
        }
        int value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value >= min && value <= max ? value : -1;
    }

    /**
     * The writer picocli gives a command by default ({@code CommandLine.getOut()}): buffered, flushed at each line,
     * in the platform's encoding (the output is ASCII).
     */
    private static PrintWriter writer(PrintStream stream) {
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(stream, Charset.defaultCharset())), true);
    }
}
