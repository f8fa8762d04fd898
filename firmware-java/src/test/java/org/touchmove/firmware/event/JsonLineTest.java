package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Color;

/**
 * An event's line is written by hand ({@link JsonLine}) in exactly the characters Jackson's generator wrote before:
 * the very same bytes in the journal and on the broker. Jackson is the oracle: a line read token by token and written
 * again through its generator must come out unchanged, and must read back to the same event. Every scenario event's
 * line is held to the same in EventJsonReadTest.
 */
class JsonLineTest {

    private static final JsonFactory JACKSON = new JsonFactory();
    private static final Instant TS = Instant.parse("2026-12-05T04:18:13.464Z");

    @Test
    void everyCharacterIsWrittenAsJacksonWritesIt() throws IOException {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            String text = "a" + (char) c + "b" + (char) c;
            JsonLine line = new JsonLine(16);
            line.startObject();
            line.stringField("s", text);
            line.endObject();
            StringWriter expected = new StringWriter();
            try (JsonGenerator g = JACKSON.createGenerator(expected)) {
                g.writeStartObject();
                g.writeStringField("s", text);
                g.writeEndObject();
            }
            assertThat(line.toString()).as("U+%04X", c).isEqualTo(expected.toString());
        }
    }

    @Test
    void randomTextInEveryTextFieldIsWrittenAsJacksonWritesItAndReadsBack() throws IOException {
        Random random = new Random(31);
        for (int i = 0; i < 2_000; i++) {
            GameMetadata metadata = new GameMetadata(text(random), text(random), null, text(random),
                    random.nextInt(500), text(random), text(random), null, text(random), random.nextInt(3000), null);
            List<EventBody> bodies = List.of(
                    new IrregularityEvent(IrregularityKind.TOUCH_MOVE, text(random), text(random),
                            random.nextBoolean() ? Color.BLACK : null, random.nextInt(300)),
                    new AnnounceEvent(text(random), text(random), AnnouncementKind.MOVE),
                    new AcknowledgedEvent(text(random), text(random), text(random)),
                    new ScoresheetEvent(ScoresheetState.SIGNED, List.of(Signer.WHITE, Signer.BLACK), text(random),
                            text(random)),
                    new NewGameEvent("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", text(random),
                            GameMode.values()[random.nextInt(GameMode.values().length)], metadata),
                    new MoveEvent(random.nextInt(500), "Nxe5+", "f3e5", text(random),
                            random.nextBoolean() ? null : random.nextLong(), random.nextLong(), Color.WHITE,
                            random.nextInt(250), CompletedBy.values()[random.nextInt(CompletedBy.values().length)]));
            for (EventBody body : bodies) {
                Event e = new Event(text(random), text(random), random.nextLong() & Long.MAX_VALUE, TS,
                        random.nextLong(), body);
                String line = EventJson.write(e);
                assertThat(line).isEqualTo(throughJackson(line));
                assertThat(EventJson.read(line)).isEqualTo(e);
            }
        }
    }

    /** Up to 12 characters drawn from the classes a line must get right: escapes, ASCII, Latin-1, BMP, astral. */
    private static String text(Random random) {
        StringBuilder s = new StringBuilder();
        int n = random.nextInt(13);
        for (int i = 0; i < n; i++) {
            switch (random.nextInt(6)) {
                case 0 -> s.append((char) random.nextInt(0x20));
                case 1 -> s.append("\"\\/\u007f".charAt(random.nextInt(4)));
                case 2, 3 -> s.append((char) (0x20 + random.nextInt(0x5f)));
                case 4 -> s.append((char) (0xa0 + random.nextInt(0x2000)));
                default -> s.appendCodePoint(0x1f600 + random.nextInt(0x50));
            }
        }
        return s.toString();
    }

    /**
     * The line read token by token and written again by Jackson's generator with its defaults (EventJsonReadTest
     * holds every scenario event's line to it too).
     */
    static String throughJackson(String line) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonParser p = JACKSON.createParser(line); JsonGenerator g = JACKSON.createGenerator(out)) {
            while (p.nextToken() != null) {
                g.copyCurrentEvent(p);
            }
        }
        return out.toString();
    }
}
