package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EventTimestampTest {

    /** What EventJson wrote before the hand-written timestamp: the text must stay the same. */
    private static final DateTimeFormatter FORMATTER =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    @Test
    void write_givesTheFormattersText_forEdgesAndRandomInstants() {
        Instant[] edges = {Instant.EPOCH, Instant.parse("1969-12-31T23:59:59.999999999Z"),
                Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999Z"),
                Instant.parse("2024-02-29T12:00:00.000999Z"), Instant.parse("2026-03-14T10:22:31.412345Z"),
                Instant.parse("2000-01-01T00:00:05Z")};
        for (Instant ts : edges) {
            assertThat(written(ts)).as("%s", ts).isEqualTo(FORMATTER.format(ts.truncatedTo(ChronoUnit.MILLIS)));
        }
        SplittableRandom random = new SplittableRandom(31);
        long min = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
        long max = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
        for (int i = 0; i < 20_000; i++) {
            Instant ts = Instant.ofEpochSecond(random.nextLong(min, max + 1), random.nextInt(1_000_000_000));
            assertThat(written(ts)).as("%s", ts).isEqualTo(FORMATTER.format(ts.truncatedTo(ChronoUnit.MILLIS)));
        }
    }

    @Test
    void write_refusesYearsOutsideFourDigits_andFormatCoversThem() {
        Instant[] far = {Instant.parse("+10000-01-01T00:00:00Z"), Instant.parse("-0001-12-31T23:59:59.5Z")};
        for (Instant ts : far) {
            assertThat(EventTimestamp.write(ts, new char[EventTimestamp.LENGTH])).isEqualTo(-1);
            assertThat(EventTimestamp.format(ts)).isEqualTo(FORMATTER.format(ts.truncatedTo(ChronoUnit.MILLIS)));
        }
        Event e = new Event("b", "g", 1, far[0], 0, new ClockEvent(1, 2, null, ClockCause.STOP));
        assertThat(EventJson.write(e)).contains("\"ts\":\"+10000-01-01T00:00:00.000Z\"");
    }

    private static String written(Instant ts) {
        char[] out = new char[EventTimestamp.LENGTH];
        int length = EventTimestamp.write(ts, out);
        assertThat(length).isEqualTo(EventTimestamp.LENGTH);
        return new String(out, 0, length);
    }
}
