package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Utf8TextTest {

    @Test
    void ascii_inOnePiece_isExactlyItsBytes() {
        Utf8Text text = new Utf8Text(4);
        text.write("{\"pgn\":\"1. e4 *\"}".toCharArray(), 0, 17);
        assertThat(text.toUtf8()).isEqualTo("{\"pgn\":\"1. e4 *\"}".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void manyPieces_withAndWithoutAscii_giveWhatGetBytesGives() {
        String[] samples = {"plain", "Caruana – Nakamura", "Ünal", "emoji 😀 in a tag", "lone \ud83d surrogate",
                "x".repeat(5000) + "é" + "y".repeat(3000)};
        for (String s : samples) {
            for (int piece : new int[] {1, 3, 2000}) {
                Utf8Text text = new Utf8Text(16);
                for (int at = 0; at < s.length(); at += piece) {
                    int count = Math.min(piece, s.length() - at);
                    if (count == 1) {
                        text.write(s.charAt(at));
                    } else if (at % 2 == 0) {
                        text.write(s, at, count);
                    } else {
                        text.write(s.toCharArray(), at, count);
                    }
                }
                assertThat(text.toUtf8()).as("%s in pieces of %d", s, piece)
                        .isEqualTo(s.getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    @Test
    void nothingWritten_isNoBytes() {
        assertThat(new Utf8Text(8).toUtf8()).isEmpty();
    }
}
