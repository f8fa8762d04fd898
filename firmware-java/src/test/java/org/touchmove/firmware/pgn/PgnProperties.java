package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.property.SeededCases.anyText;
import static org.touchmove.hal.property.SeededCases.joined;
import static org.touchmove.hal.property.SeededCases.oneOf;

import java.io.IOException;
import java.io.Reader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 14: any PGN text gives games or, per bad game, one reason naming the file and the game; the
 * reading never throws anything else and never stops at a bad game.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class PgnProperties {

    private static final long SEED = 0x14_96_00L;
    private static final int CASES = 3_000;

    private static final String[] TOKENS = {"[Event \"x\"]", "[White \"A\"]", "[Black \"B\"]", "[Result \"1-0\"]",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]", "[FEN \"bad\"]", "[Variant \"Chess960\"]",
        "[SetUp \"1\"]", "[", "]", "\"", "1.", "2.", "1...", "e4", "e5", "d4", "Nf3", "Nc6", "Bb5",
        "O-O", "0-0-0", "Ke3", "exd5", "e8=Q", "--", "Z0", "{", "}", "{ [%clk 0:01:00] }",
        "{ [%clk 99999999999999999999:00:00] }", "(", ")",
        ";", "$1", "!?", "1-0", "0-1", "1/2-1/2", "*", "%", "\n", "\n\n", "\uFEFF"};

    /** Up to 40 tokens, each a PGN-looking token or any short text, joined by spaces. */
    static String pgn(SplittableRandom random) {
        return joined(random, 40, " ", r -> r.nextBoolean() ? oneOf(r, TOKENS) : anyText(r, 8));
    }

    @Test
    void anyTextGivesEachGameOrItsReason() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), PgnProperties::pgn, text -> {
            List<PgnEntry> entries = PgnReader.parseEach(text, "p.pgn");
            for (int i = 0; i < entries.size(); i++) {
                PgnEntry entry = entries.get(i);
                assertThat(entry.number()).isEqualTo(i + 1);
                if (entry instanceof PgnEntry.Unreadable bad) {
                    assertClearReason(bad.reason(), "p.pgn", entry.number());
                }
            }
            try {
                assertThat(PgnReader.parse(text, "p.pgn")).hasSize(entries.size());
                assertThat(entries).allMatch(e -> e instanceof PgnEntry.Read);
            } catch (PgnException e) {
                assertThat(entries)
                        .anyMatch(en -> en instanceof PgnEntry.Unreadable u && u.reason().equals(e.getMessage()));
            }
        });
    }

    /** A game of up to 80 random legal plies, with tags (some odd), clocks on some moves and a result. */
    static PgnGame game(SplittableRandom random) {
        Position start = random.nextInt(4) == 0
                ? Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                : Position.START;
        List<Move> moves = new ArrayList<>();
        List<Optional<Duration>> clocks = new ArrayList<>();
        Position p = start;
        int plies = random.nextInt(81);
        for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
            List<Move> legal = p.legalMoves();
            Move m = legal.get(random.nextInt(legal.size()));
            moves.add(m);
            clocks.add(random.nextBoolean() ? Optional.empty()
                    : Optional.of(Duration.ofMillis(random.nextLong(360_000_000L))));
            p = p.play(m);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", oneOf(random, "Open", "\u00c9t\u00e9 \"2026\"", "a\\b", "?"));
        tags.put("White", oneOf(random, "Rossi, Carla", "\u674e\u56db", "O'Neil"));
        if (random.nextBoolean()) {
            tags.put("TimeControl", oneOf(random, "300+3", "40/5400+30:1800+30", "-"));
        }
        Result result = oneOf(random, Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.UNDECIDED);
        return PgnGame.of(tags, start, moves, clocks, result);
    }

    @Test
    void writtenGamesReadBackAsTheSameGames() {
        SeededCases.check(SEED + 1_000_000, 200, Duration.ofSeconds(60),
                r -> List.of(game(r), game(r), game(r)), games -> {
                    List<PgnGame> read = PgnReader.parse(PgnWriter.write(games), "w.pgn");
                    assertThat(read).hasSize(games.size());
                    for (int i = 0; i < games.size(); i++) {
                        assertThat(read.get(i).moves()).isEqualTo(games.get(i).moves());
                        assertThat(read.get(i).clocks()).isEqualTo(games.get(i).clocks());
                        assertThat(read.get(i).result()).isEqualTo(games.get(i).result());
                        assertThat(read.get(i).start()).isEqualTo(games.get(i).start());
                        assertThat(read.get(i).tags()).containsAllEntriesOf(games.get(i).tags());
                    }
                });
    }

    /** Written games, mutated: the reader's answers for text that is almost right. */
    static String mutatedGames(SplittableRandom random) {
        return SeededCases.mutated(random, PgnWriter.write(List.of(game(random), game(random))));
    }

    @Test
    void mutatedGamesGiveEachGameOrItsReason() {
        SeededCases.check(SEED + 2_000_000, 300, Duration.ofSeconds(60), PgnProperties::mutatedGames, text -> {
            List<PgnEntry> entries = PgnReader.parseEach(text, "m.pgn");
            for (int i = 0; i < entries.size(); i++) {
                assertThat(entries.get(i).number()).isEqualTo(i + 1);
                if (entries.get(i) instanceof PgnEntry.Unreadable bad) {
                    assertClearReason(bad.reason(), "m.pgn", i + 1);
                }
            }
        });
    }

    /** One line of sensible length naming the file, the game and where in the text (a move, a tag, a line). */
    private static void assertClearReason(String reason, String source, int game) {
        assertThat(reason).startsWith(source + ": game " + game + " ").doesNotContain("\n").doesNotContain("\r")
                .hasSizeLessThan(700).doesNotContain("Exception");
        assertThat(reason).containsPattern("move \\d+\\.|line \\d+|tag \\[|FEN|variant");
    }

    /** A reader that hands the text over in pieces of 0 to 20 chars, as a slow pipe or a file read in blocks does. */
    private static Reader inPieces(String text, long seed) {
        SplittableRandom pieces = new SplittableRandom(seed);
        return new Reader() {
            private int at;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (at == text.length()) {
                    return -1;
                }
                int n = Math.min(Math.min(length, pieces.nextInt(21)), text.length() - at);
                text.getChars(at, at + n, buffer, offset);
                at += n;
                return n;
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void theStreamingReaderGivesWhatTheWholeTextGives() {
        SeededCases.check(SEED + 3_000_000, 500, Duration.ofSeconds(60),
                r -> r.nextBoolean() ? pgn(r) : mutatedGames(r), text -> {
                    List<PgnEntry> whole = PgnReader.parseEach(text, "s.pgn");
                    List<PgnEntry> streamed = new ArrayList<>();
                    try (PgnReader reader = PgnReader.open(inPieces(text, text.length()), "s.pgn")) {
                        for (Optional<PgnEntry> e = reader.nextEntry(); e.isPresent(); e = reader.nextEntry()) {
                            streamed.add(e.get());
                        }
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                    assertThat(streamed).isEqualTo(whole);
                });
    }

    /** Found by the property above: a stray '}' or ']' made the reader spin for ever. */
    @Test
    @Timeout(10)
    void aStrayCloserIsAnErrorNotAHang() {
        List<PgnEntry> entries = PgnReader.parseEach("1. e4 } e5 *\n\n[White \"A\"]\n1. d4 ] *\n\n[White \"B\"]\n1. c4 *",
                "s.pgn");
        assertThat(entries).hasSize(3);
        assertThat(((PgnEntry.Unreadable) entries.get(0)).reason()).contains("unexpected '}'");
        assertThat(((PgnEntry.Unreadable) entries.get(1)).reason()).contains("unexpected ']'");
        assertThat(entries.get(2)).isInstanceOf(PgnEntry.Read.class);
    }

    /**
     * Found by the properties above: a reason gave a character offset (useless in a big file) where a line and a
     * column are wanted, and quoted the players' names and the move whole, however long, control characters too.
     */
    @Test
    void aReasonSaysLineAndColumnAndQuotesCut() {
        List<PgnEntry> entries = PgnReader.parseEach("[White \"A\"]\n\n1. e4 e5\n2. Nf3 ) *\n\n[White \""
                + "W".repeat(5_000) + "\"]\n[Black \"B\\\nC\"]\n\n1. e4" + "x".repeat(5_000) + " *\n", "r.pgn");
        assertThat(entries).hasSize(2);
        assertThat(((PgnEntry.Unreadable) entries.get(0)).reason())
                .isEqualTo("r.pgn: game 1 (A - ?): unbalanced ')' at line 4, column 8");
        assertThat(((PgnEntry.Unreadable) entries.get(1)).reason()).startsWith("r.pgn: game 2 (WWW")
                .contains("(5000 characters) - B\\u000aC): move 1. e4xxx").doesNotContain("\n")
                .hasSizeLessThan(700);
    }
}
