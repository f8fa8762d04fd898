package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** IsoInstant reads every {@code ts} exactly as Instant.parse does: the same instant, or the same error. */
class IsoInstantTest {

    @Test
    void everyInstantAsItsOwnTextReadsBackTheSame() {
        SplittableRandom random = new SplittableRandom(27);
        int fast = 0;
        for (int i = 0; i < 200_000; i++) {
            long seconds = random.nextLong(Instant.parse("0000-01-01T00:00:00Z").getEpochSecond(),
                    Instant.parse("9999-12-31T23:59:59Z").getEpochSecond() + 1);
            int nanos = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1000;
                default -> random.nextInt(1_000_000_000);
            };
            Instant at = Instant.ofEpochSecond(seconds, nanos);
            String text = at.toString();
            assertThat(IsoInstant.parse(text)).as(text).isEqualTo(at).isEqualTo(Instant.parse(text));
            fast += IsoInstant.common(text) == null ? 0 : 1;
        }
        assertThat(fast).as("read without the general formatter").isEqualTo(200_000);
    }

    @Test
    void fractionsOfEveryLengthAreReadAsInstantParseReadsThem() {
        for (String text : List.of("2026-12-02T10:18:38.4Z", "2026-12-02T10:18:38.46Z", "2026-12-02T10:18:38.464Z",
                "2026-12-02T10:18:38.4640Z", "2026-12-02T10:18:38.000000001Z", "2026-12-02T10:18:38.123456789Z",
                "2026-12-02T10:18:38.000Z", "2024-02-29T23:59:59.999Z", "1970-01-01T00:00:00Z",
                "1969-12-31T23:59:59.5Z")) {
            assertThat(IsoInstant.common(text)).as(text).isNotNull().isEqualTo(Instant.parse(text));
        }
    }

    @Test
    void otherFormsAreLeftToInstantParseWithItsAnswer() {
        for (String text : List.of("2026-12-02T10:18:38+01:00", "2026-12-02T24:00:00Z", "2026-12-31T23:59:60Z",
                "+12026-12-02T10:18:38Z", "2026-12-02t10:18:38z", "2026-12-02T10:18:38.Z")) {
            assertThat(IsoInstant.common(text)).as(text).isNull();
            Object theirs;
            try {
                theirs = Instant.parse(text);
            } catch (DateTimeParseException e) {
                theirs = e.getClass();
            }
            Object ours;
            try {
                ours = IsoInstant.parse(text);
            } catch (DateTimeParseException e) {
                ours = e.getClass();
            }
            assertThat(ours).as(text).isEqualTo(theirs);
        }
    }

    @Test
    void aMalformedTimestampIsInstantParsesError() {
        for (String text : List.of("2026-02-30T10:18:38Z", "2026-13-02T10:18:38Z",
                "2026-12-02T10:18:38.1234567890Z", "2026-12-02T1a:18:38Z", "2026-12-02 10:18:38Z", "", "Z",
                "2026-12-02T10:18:38", "2026-12-02T10:61:38Z")) {
            assertThat(IsoInstant.common(text)).as(text).isNull();
            assertThatThrownBy(() -> IsoInstant.parse(text)).as(text).isInstanceOf(DateTimeParseException.class)
                    .hasMessage(messageOf(text));
        }
    }

    private static String messageOf(String text) {
        try {
            Instant.parse(text);
        } catch (DateTimeParseException e) {
            return e.getMessage();
        }
        throw new AssertionError(text + " parsed");
    }
}
