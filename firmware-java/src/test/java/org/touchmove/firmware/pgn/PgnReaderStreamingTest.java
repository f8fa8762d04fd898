package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The reader takes games one at a time from a stream: it never needs the whole text. */
class PgnReaderStreamingTest {

    private static final String GAME = "[Event \"loop\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n";

    /** An endless PGN text: the same game again and again; counts the characters handed out. */
    private static final class EndlessGames extends Reader {
        long served;

        @Override
        public int read(char[] buffer, int offset, int length) {
            for (int i = 0; i < length; i++) {
                buffer[offset + i] = GAME.charAt((int) (served++ % GAME.length()));
            }
            return length;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void gamesOfAnEndlessStream_comeOneAtATime() throws IOException {
        EndlessGames endless = new EndlessGames();
        PgnReader reader = PgnReader.open(endless, "endless");
        for (int i = 0; i < 300; i++) {
            Optional<PgnGame> game = reader.next();
            assertThat(game).isPresent();
            assertThat(game.get().written()).containsExactly("e4", "e5", "Nf3", "Nc6");
        }
        // read ahead by at most one buffer, never the whole (endless) text
        assertThat(endless.served).isLessThan(300L * GAME.length() + 8192 + GAME.length());
    }

    @Test
    void badGame_isReportedWhenReached_afterTheGoodOnesBeforeIt() throws IOException {
        String text = GAME + GAME + "[White \"P\"]\n[Black \"Q\"]\n1. e4 e5 2. Ke3 *\n";
        PgnReader reader = PgnReader.open(new StringReader(text), "three.pgn");
        assertThat(reader.next()).isPresent();
        assertThat(reader.next()).isPresent();
        assertThatThrownBy(reader::next).isInstanceOf(PgnException.class)
                .hasMessageContaining("three.pgn: game 3 (P - Q)").hasMessageContaining("move 2. Ke3");
    }

    @Test
    void endOfText_isEmpty_andGameWithoutResultTokenEndsAtTheNextTags() throws IOException {
        PgnReader reader = PgnReader.open(new StringReader("[Event \"a\"]\n1. d4 d5\n[Event \"b\"]\n1. c4 *"), "x");
        assertThat(reader.next()).get().extracting(g -> g.tags().get("Event")).isEqualTo("a");
        assertThat(reader.next()).get().extracting(g -> g.moves().size()).isEqualTo(1);
        assertThat(reader.next()).isEmpty();
        assertThat(reader.next()).isEmpty();
    }
}
