package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The retained PGN snapshot written straight into its payload (issue 31) is byte for byte what the JSON generator
 * writes, for the PGN this board writes and for any other text (which goes through the generator).
 */
class PgnSnapshotPayloadTest {

    private static final String PGN = "[Event \"Club \\\"Open\\\" C:\\\\games\"]\n[Site \"?\"]\n[White \"A\"]\n"
            + "[Black \"B\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. Nf3 *\n";

    @Test
    void aBoardsPgnIsWrittenAsTheGeneratorWritesIt() {
        Payloads p = new Payloads("board-7");
        assertThat(Payloads.plainEscapes(PGN)).isPositive();
        assertThat(p.pgnSnapshot(42, PGN)).isEqualTo(p.pgnSnapshotGenerated(42, PGN));
        assertThat(p.pgnSnapshot(0, "")).isEqualTo(p.pgnSnapshotGenerated(0, ""));
        assertThat(new String(p.pgnSnapshot(3, "1. e4 *\n"), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(
                "{\"v\":1,\"type\":\"pgn\",\"boardId\":\"board-7\",\"seq\":3,\"pgn\":\"1. e4 *\\n\"}");
    }

    @Test
    void otherTextGoesThroughTheGenerator() {
        Payloads p = new Payloads("b\u00e9-\"1\"");
        for (String text : new String[] {"tab\there", "caf\u00e9", "cr\r\n", "del\u007f", "\u0001", "\ud83d\ude00",
            "lone \ud83d"}) {
            assertThat(p.pgnSnapshot(9, text)).as(text).isEqualTo(p.pgnSnapshotGenerated(9, text));
        }
    }

    @Test
    void randomTextIsWrittenAsTheGeneratorWritesIt() {
        Random random = new Random(31);
        char[] alphabet = "ab Q1.{}[]%:\"\\\n\t\r\u00e9\u007f/".toCharArray();
        Payloads p = new Payloads("latency-1");
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int length = random.nextInt(n % 100 == 0 ? 20_000 : 60);
            boolean plain = random.nextBoolean(); // half of them within the straight way's characters
            for (int i = 0; i < length; i++) {
                b.append(alphabet[random.nextInt(plain ? 15 : alphabet.length)]);
            }
            String text = b.toString();
            assertThat(p.pgnSnapshot(n, text)).as(text).isEqualTo(p.pgnSnapshotGenerated(n, text));
        }
    }
}
