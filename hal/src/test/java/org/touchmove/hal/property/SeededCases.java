package org.touchmove.hal.property;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Seeded property checks in plain JUnit: case {@code i} draws its input from a {@link SplittableRandom} seeded with {@code seed + i}, so a failure names the case seed and the input, and the same case comes back
 * on every run. A hang fails after the time budget and names the case it was stuck in. (hal's test jar shares it
 * with firmware-java's tests.)
 */
public final class SeededCases {

    /** Longest part of an input a failure message shows. */
    private static final int SHOWN_CHARS = 400;

    private SeededCases() {
    }

    /** The property: returns normally when it holds for {@code input}, throws (an assertion) when not. */
    @FunctionalInterface
    public interface Property<T> {
        void check(T input) throws Exception;
    }

    /** Checks {@code property} for {@code cases} inputs drawn by {@code generator}, within {@code budget}. */
    public static <T> void check(long seed, int cases, Duration budget, Function<SplittableRandom, T> generator,
                                 Property<T> property) {
        AtomicReference<String> current = new AtomicReference<>("before the first case");
        assertTimeoutPreemptively(budget, () -> {
            for (int i = 0; i < cases; i++) {
                long caseSeed = seed + i;
                T input = generator.apply(new SplittableRandom(caseSeed));
                String where = "case " + i + " of " + cases + " (seed " + caseSeed + "), input: " + show(input);
                current.set(where);
                try {
                    property.check(input);
                } catch (Throwable e) {
                    throw new AssertionError(where + "\n  failed with " + e, e);
                }
            }
        }, () -> "stuck in " + current.get());
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
