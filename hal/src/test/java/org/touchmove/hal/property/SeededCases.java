package org.touchmove.hal.property;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Seeded property checks in plain JUnit: case {@code i} draws its input from a {@link SplittableRandom} seeded with {@code seed + i}, so a failure names the case seed and the input, and the same case comes back
 * on every run. A hang (one case running over its limit) fails and names the case it was stuck in. (hal's test jar shares it
 * with firmware-java's tests.)
 *
 * <p>Each property runs a fixed number of cases so the whole set stays within CI time; {@code
 * -Dtouchmove.property.scale=N} (e.g. {@code mvn verify -Dtouchmove.property.scale=50}) runs N times as many, the
 * first ones being the same as in CI.
 */
public final class SeededCases {

    /** The system property multiplying every property's cases; 1 when unset. */
    public static final String SCALE_PROPERTY = "touchmove.property.scale";

    /** Longest part of an input a failure message shows. */
    private static final int SHOWN_CHARS = 400;

    private SeededCases() {
    }

    /** The property: returns normally when it holds for {@code input}, throws (an assertion) when not. */
    @FunctionalInterface
    public interface Property<T> {
        void check(T input) throws Exception;
    }

    /**
     * Checks {@code property} for {@code cases} inputs drawn by {@code generator}. {@code stuck} is how long one case
     * may run before it counts as a hang: the check fails then, naming that case. It bounds one case, not the whole
     * set, so a slow machine only makes the set take longer (a budget for the whole set failed a 2,000-case property
     * at case 1,920 on a machine at load 45, nothing stuck: issue 23); a case takes milliseconds.
     */
    public static <T> void check(long seed, int cases, Duration stuck, Function<SplittableRandom, T> generator,
                                 Property<T> property) {
        int total = Math.multiplyExact(cases, scale());
        AtomicReference<String> current = new AtomicReference<>("before the first case");
        AtomicLong started = new AtomicLong();
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "seeded-cases");
            t.setDaemon(true); // a hung case must not keep the test JVM alive
            return t;
        });
        try {
            Future<?> run = worker.submit(() -> {
                for (int i = 0; i < total; i++) {
                    long caseSeed = seed + i;
                    T input = generator.apply(new SplittableRandom(caseSeed));
                    String where = "case " + i + " of " + total + " (seed " + caseSeed + "), input: " + show(input);
                    current.set(where);
                    started.incrementAndGet();
                    try {
                        property.check(input);
                    } catch (Throwable e) {
                        throw new AssertionError(where + "\n  failed with " + e, e);
                    }
                }
                return null;
            });
            long seen = -1;
            while (true) {
                try {
                    run.get(stuck.toMillis(), TimeUnit.MILLISECONDS);
                    return;
                } catch (TimeoutException e) {
                    long now = started.get();
                    if (now == seen) { // no case started for a whole window: the current one ran at least that long
                        run.cancel(true);
                        throw new AssertionError("stuck in " + current.get() + ": one case ran over " + stuck);
                    }
                    seen = now;
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof Error error) {
                        throw error;
                    }
                    throw new AssertionError(current.get() + "\n  failed with " + cause, cause);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted in " + current.get(), e);
                }
            }
        } finally {
            worker.shutdownNow();
        }
    }

    /** The {@value #SCALE_PROPERTY} system property: a whole number from 1, else 1. */
    public static int scale() {
        String text = System.getProperty(SCALE_PROPERTY, "1").strip();
        try {
            return Math.max(1, Integer.parseInt(text));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-D" + SCALE_PROPERTY + " must be a whole number, not '" + text + "'", e);
        }
    }

    /** One of {@code choices}, evenly. */
    @SafeVarargs
    public static <T> T oneOf(SplittableRandom random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }

    /** Up to {@code maxSize} draws of {@code element}, joined by {@code separator}. */
    public static String joined(SplittableRandom random, int maxSize, String separator,
                                Function<SplittableRandom, String> element) {
        int size = random.nextInt(maxSize + 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                out.append(separator);
            }
            out.append(element.apply(random));
        }
        return out.toString();
    }

    /** Any text of up to {@code maxLength} chars: mostly printable ASCII, some controls, any UTF-16 unit. */
    public static String anyText(SplittableRandom random, int maxLength) {
        int length = random.nextInt(maxLength + 1);
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(anyChar(random));
        }
        return out.toString();
    }

    /** Text of up to {@code maxLength} chars taken from {@code alphabet}. */
    public static String textOf(SplittableRandom random, String alphabet, int maxLength) {
        int length = random.nextInt(maxLength + 1);
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    /**
     * One char, biased towards the characters parsers look at: ASCII, controls, then any BMP char but a lone
     * surrogate (which no file can hold: it is not text, and writing it as UTF-8 fails before our code runs).
     */
    public static char anyChar(SplittableRandom random) {
        int kind = random.nextInt(10);
        if (kind < 6) {
            return (char) random.nextInt(0x20, 0x7F);
        } else if (kind < 8) {
            return (char) random.nextInt(0x20);
        } else {
            char c = (char) random.nextInt(0x10000);
            return Character.isSurrogate(c) ? '\uFFFD' : c;
        }
    }

    /** Pieces a mutation inserts: huge and odd numbers, unicode, controls, JSON and separator characters. */
    private static final String[] INSERTIONS = {"99999999999999999999", "-1", "0", "+5", "1e999", "\u0664\u0662",
        "\u00e9", "\ud83d\ude00", "\u202e", "\u0000", "\t", "\r", "\n", "\u0085", "\u2028", "\uFEFF", " ", "#", "\\",
        "\"", "{", "}", "[", "]", "(", ")", ":", ",", "=", "/", "-", "*"};

    /**
     * {@code valid} after 1 to 3 mutations, each one of: a bit flipped in a char, truncation, a char or a piece
     * (huge number, unicode, control character) inserted, a span deleted, duplicated or upper-cased, the text
     * repeated, or a line made very long (up to {@code 10 000} chars).
     */
    public static String mutated(SplittableRandom random, String valid) {
        String text = valid;
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            text = mutateOnce(random, text);
        }
        return withoutLoneSurrogates(text);
    }

    /** A cut or flip may split a surrogate pair: a lone half is not text any file can hold, so it becomes '?'. */
    private static String withoutLoneSurrogates(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else {
                out.append(Character.isSurrogate(c) ? '?' : c);
            }
        }
        return out.toString();
    }

    private static String mutateOnce(SplittableRandom random, String text) {
        if (text.isEmpty()) {
            return oneOf(random, INSERTIONS);
        }
        int at = random.nextInt(text.length());
        int end = at + random.nextInt(text.length() - at + 1);
        return switch (random.nextInt(9)) {
            case 0 -> text.substring(0, at) + (char) (text.charAt(at) ^ (1 << random.nextInt(8))) + text.substring(at + 1);
            case 1 -> text.substring(0, at);
            case 2 -> text.substring(0, at) + anyChar(random) + text.substring(at);
            case 3 -> text.substring(0, at) + oneOf(random, INSERTIONS) + text.substring(at);
            case 4 -> text.substring(0, at) + text.substring(end);
            case 5 -> text.substring(0, end) + text.substring(at, end) + text.substring(end);
            case 6 -> text + (random.nextBoolean() ? "\n" : " ") + text;
            case 7 -> text.substring(0, at) + String.valueOf(anyChar(random)).repeat(1 + random.nextInt(10_000))
                    + text.substring(at);
            default -> text.substring(0, at) + text.substring(at, end).toUpperCase(java.util.Locale.ROOT)
                    + text.substring(end);
        };
    }

    /** Up to {@code maxLength} bytes, uniform. */
    public static byte[] anyBytes(SplittableRandom random, int maxLength) {
        byte[] out = new byte[random.nextInt(maxLength + 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) random.nextInt(256);
        }
        return out;
    }

    /** The input as a failure shows it: strings and bytes escaped, cut to {@value #SHOWN_CHARS} chars. */
    static String show(Object input) {
        String text;
        if (input instanceof String s) {
            text = '"' + escape(s) + '"';
        } else if (input instanceof byte[] b) {
            text = hex(b);
        } else if (input instanceof List<?> list) {
            text = list.stream().map(e -> e instanceof byte[] b ? hex(b) : String.valueOf(e)).toList().toString();
        } else {
            text = String.valueOf(input);
        }
        return text.length() <= SHOWN_CHARS ? text
                : text.substring(0, SHOWN_CHARS) + "... (" + text.length() + " chars in all)";
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> out.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }

    private static String hex(byte[] bytes) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < bytes.length; i++) {
            out.append(i > 0 ? " " : "").append(String.format("%02x", bytes[i] & 0xFF));
        }
        return out.append(']').toString();
    }
}
