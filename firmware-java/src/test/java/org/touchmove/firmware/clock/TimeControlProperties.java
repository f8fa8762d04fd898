package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.mutated;
import static org.touchmove.hal.property.SeededCases.oneOf;
import static org.touchmove.hal.property.SeededCases.textOf;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.TimeControls;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: time controls as strangers write them (a PGN {@code TimeControl} tag, {@code game.timeControl}, a
 * script's {@code tc}, an MQTT {@code new-game}). What either notation writes it reads back as the same control;
 * any other text is a control or one {@link IllegalArgumentException} whose one-line message quotes the text (or
 * the part of it that is wrong); nothing else is thrown.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class TimeControlProperties {

    private static final long SEED = 0x12_7C_00L;
    private static final int CASES = 1_000;

    /** A PGN TimeControl tag by its grammar: '?', '-', '*secs', or fields 'moves/secs[+inc]' ending in 'secs[+inc]'. */
    static String pgnTag(SplittableRandom random) {
        return switch (random.nextInt(6)) {
            case 0 -> oneOf(random, "?", "-");
            case 1 -> "*" + seconds(random);
            default -> {
                String periods = joined(random, 3, "", r -> (1 + r.nextInt(9999)) + "/" + seconds(r) + increment(r) + ":");
                yield periods + seconds(random) + increment(random);
            }
        };
    }

    private static String seconds(SplittableRandom random) {
        String whole = String.valueOf(random.nextInt(random.nextBoolean() ? 10_000 : 86_400)); // a period is at most 24 h
        return random.nextInt(4) == 0 ? whole + "." + (1 + random.nextInt(999)) : whole;
    }

    /** An increment (at most an hour). */
    private static String increment(SplittableRandom random) {
        return random.nextBoolean() ? "" : "+" + random.nextInt(3_601);
    }

    /** The readable form (docs/time-controls.md) by its grammar. */
    static String readable(SplittableRandom random) {
        return switch (random.nextInt(6)) {
            case 0 -> "upcount";
            case 1 -> "hourglass " + duration(random);
            case 2 -> duration(random) + " byo " + (1 + random.nextInt(100)) + "x" + shortDuration(random);
            case 3 -> "canadian " + duration(random) + " " + (1 + random.nextInt(100)) + "/" + duration(random);
            default -> joined(random, 2, "", r -> (1 + r.nextInt(9999)) + "/" + period(r) + ", ") + period(random);
        };
    }

    private static String period(SplittableRandom random) {
        // Increments and delays are at most an hour.
        return duration(random) + (random.nextBoolean() ? "" : "+" + shortDuration(random))
                + (random.nextInt(3) == 0 ? " " + oneOf(random, "d", "b") + shortDuration(random) : "");
    }

    private static String shortDuration(SplittableRandom random) {
        return oneOf(random, (1 + random.nextInt(59)) + "m", (1 + random.nextInt(3_600)) + "s",
                random.nextInt(60) + "m" + (1 + random.nextInt(59)) + "s", (1 + random.nextInt(999)) + "ms", "1h");
    }

    /** A positive duration under a day (a zero one is refused where a time must pass, as in an hourglass). */
    private static String duration(SplittableRandom random) {
        String out = (random.nextBoolean() ? (1 + random.nextInt(22)) + "h" : "")
                + (random.nextBoolean() ? (1 + random.nextInt(59)) + "m" : "")
                + (random.nextBoolean() ? (1 + random.nextInt(59)) + "s" : "")
                + (random.nextInt(4) == 0 ? (1 + random.nextInt(999)) + "ms" : "");
        return out.isEmpty() ? (1 + random.nextInt(999)) + "m" : out;
    }

    /** Valid text of either form, mutated; time-control-looking text; or any. */
    static String anyControl(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> mutated(random, pgnTag(random));
            case 1 -> mutated(random, readable(random));
            case 2 -> textOf(random, "0123456789/:+*?-.hmsdbx, ", 20);
            default -> anyText(random, 30);
        };
    }

    @Test
    void pgnTagsReadBackAsTheSameControl() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), TimeControlProperties::pgnTag, tag -> {
            TimeControl control = PgnTimeControl.parse(tag);
            assertThat(PgnTimeControl.parse(PgnTimeControl.format(control))).isEqualTo(control);
            if (!(control instanceof TimeControl.Unknown)) {
                assertThat(TimeControlNotation.parse(TimeControlNotation.format(control))).isEqualTo(control);
            }
        });
    }

    @Test
    void theReadableFormReadsBackAsTheSameControl() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(60), TimeControlProperties::readable, text -> {
            TimeControl control = TimeControlNotation.parse(text);
            assertThat(TimeControlNotation.parse(TimeControlNotation.format(control))).isEqualTo(control);
            if (PgnTimeControl.hasPgnForm(control)) {
                assertThat(PgnTimeControl.parse(PgnTimeControl.format(control))).isEqualTo(control);
            }
        });
    }

    @Test
    void anyTextIsAControlOrOneClearRefusal() {
        SeededCases.check(SEED + 2_000_000, CASES, Duration.ofSeconds(60), TimeControlProperties::anyControl, text -> {
            refusedClearly(PgnTimeControl::parse, text);
            refusedClearly(TimeControlNotation::parse, text);
            refusedClearly(TimeControls::parse, text);
        });
    }

    /** Parses; a refusal is one line of sensible length quoting the text (or, when long, its start). */
    private static void refusedClearly(Function<String, TimeControl> parser, String text) {
        try {
            assertThat(parser.apply(text)).isNotNull();
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            assertThat(message).as("message").doesNotContain("\n").doesNotContain("\r").hasSizeLessThan(1_000);
            String shown = text.strip();
            if (!shown.isEmpty() && shown.chars().allMatch(c -> c >= 0x20 && c < 0x7f)) {
                String quoted = shown.length() <= 40 ? shown : shown.substring(0, 20);
                assertThat(message.contains(quoted) || message.matches(".*field \\d+ .*")).as(message).isTrue();
            }
        }
    }
}
