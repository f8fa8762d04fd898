package org.touchmove.firmware.rules.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.mutated;
import static org.touchmove.hal.property.SeededCases.oneOf;
import static org.touchmove.hal.property.SeededCases.textOf;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: SAN and UCI as a stranger writes them (PGN movetext, MQTT {@code choose-move}, the console). Every
 * legal move written in either notation reads back as the same move; any other text reads as a legal move or
 * is refused with one {@link InvalidNotationException} or {@link IllegalMoveException} whose one-line message
 * quotes the text; nothing else is thrown.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class NotationProperties {

    private static final long SEED = 0x12_5A_00L;
    private static final int CASES = 1_000;

    private static final String[] STARTS = {Position.START_FEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2P5/8/8/8/8/5p2/K6k w - - 0 1", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1"};

    /** A position after up to 40 random legal plies from one of a few starting points, and one of its moves. */
    record Played(Position position, Move move) {
        @Override
        public String toString() {
            return position.fen() + " / " + move.uci();
        }
    }

    static Played played(SplittableRandom random) {
        while (true) {
            Position p = Position.fromFen(oneOf(random, STARTS));
            int plies = random.nextInt(41);
            for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
                List<Move> moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
            List<Move> moves = p.legalMoves();
            if (!moves.isEmpty()) {
                return new Played(p, moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /** A position and text to read as a move in it: a mutated SAN or UCI of a legal move, SAN-ish, or any. */
    record Attempt(Position position, String text) {
        @Override
        public String toString() {
            return position.fen() + " / '" + text + "'";
        }
    }

    static Attempt attempt(SplittableRandom random) {
        Played played = played(random);
        String text = switch (random.nextInt(4)) {
            case 0 -> mutated(random, San.format(played.position(), played.move()));
            case 1 -> mutated(random, Uci.format(played.move()));
            case 2 -> textOf(random, "NBRQKabcdefgh12345678x=+#!?O0-", 9);
            default -> anyText(random, 12);
        };
        return new Attempt(played.position(), text);
    }

    @Test
    void everyLegalMoveReadsBackFromSanAndUci() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), NotationProperties::played, played -> {
            String san = San.format(played.position(), played.move());
            assertThat(San.parse(played.position(), san)).as(san).isEqualTo(played.move());
            assertThat(Uci.parse(Uci.format(played.move()), played.position())).isEqualTo(played.move());
            // And the position itself survives FEN.
            assertThat(Position.fromFen(played.position().fen()).fen()).isEqualTo(played.position().fen());
        });
    }

    @Test
    void anySanIsALegalMoveOrOneClearRefusal() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(60), NotationProperties::attempt, a -> {
            try {
                Move m = San.parse(a.position(), a.text());
                assertThat(a.position().isLegal(m)).isTrue();
            } catch (InvalidNotationException | IllegalMoveException e) {
                assertRefusalQuotes(e, a.text());
            }
        });
    }

    @Test
    void anyUciIsAMoveOrOneClearRefusal() {
        SeededCases.check(SEED + 2_000_000, CASES, Duration.ofSeconds(60), NotationProperties::attempt, a -> {
            try {
                Move m = Uci.parse(a.text(), a.position());
                assertThat(a.position().isLegal(m)).isTrue();
            } catch (InvalidNotationException | IllegalMoveException e) {
                assertRefusalQuotes(e, a.text());
            }
        });
    }

    /** One line, of a sensible length, quoting the text (cut when long) so the user sees which move is meant. */
    private static void assertRefusalQuotes(RuntimeException e, String text) {
        String message = e.getMessage();
        assertThat(message).doesNotContain("\n").doesNotContain("\r").hasSizeLessThan(400);
        String shown = text.strip();
        if (!shown.isEmpty() && text.length() <= 20 && shown.chars().allMatch(c -> c >= 0x20 && c < 0x7f)) {
            assertThat(message).contains(shown);
        }
    }
}
