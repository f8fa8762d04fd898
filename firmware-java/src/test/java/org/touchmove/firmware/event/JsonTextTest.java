package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JsonTextTest {

    @Test
    void onePiece_isTheText() {
        JsonText text = new JsonText();
        char[] chars = "xx{\"a\":1}yy".toCharArray();
        text.write(chars, 2, 7);
        assertThat(text.toString()).isEqualTo("{\"a\":1}");
    }

    @Test
    void manyPiecesOfEveryKind_areJoinedInOrder() {
        JsonText text = new JsonText();
        text.write("ab", 0, 2);
        text.write(new char[] {'c', 'd', 'é'}, 0, 3);
        text.write('f');
        text.write("-gh-", 1, 2);
        assertThat(text.toString()).isEqualTo("abcdéfgh");
    }

    @Test
    void nothingWritten_isEmpty() {
        assertThat(new JsonText().toString()).isEmpty();
    }
}
