package org.touchmove.firmware.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * Properties over many random inputs, from fixed seeds (a failure names its seed and input, so it reproduces):
 * random text and random mutations of valid commands give a request or one {@link CommandException}, never another
 * exception; valid requests survive write then parse.
 */
class CommandJsonRandomTest {

    private static final long SEED = 20261130L;
    private static final int TRIES = 5_000;
    private static final String JSONISH = "{}[]\":,.-+0123456789eE \\ntfalsenul\u00e9\u0000\u0001\t\r\ud83d\ude00";
    private static final String[] FRAGMENTS = {"\"id\"", "\"type\"", "\"issuedAt\"", "\"millis\"", "\"side\"",
        "\"fen\"", "\"board\"", "\"ply\"", "null", "true", "-0", "1e999", "99999999999999999999999", "-1", "0.5",
        "\"\"", "{}", "[]", "\"side\":", "\"millis\":", "\"ply\":[1,{}]", "\"fen\":{\"a\":[]}", "\"white\":", "\"\\u0000\"", "\"\\ud800\"", "\"start\"", "\"new-game\"", "\"adjust-time\"", ",", ":"};

    @Test
    void randomText_givesARequestOrOneCommandException() {
        Random random = new Random(SEED);
        for (int i = 0; i < TRIES; i++) {
            StringBuilder text = new StringBuilder();
            // Half behind a valid start, so the randomness reaches the field checks and not only the first token.
            if (random.nextBoolean()) {
                List<String> types = List.copyOf(CommandJson.types());
                text.append("{\"id\":\"r\",\"type\":\"").append(types.get(random.nextInt(types.size()))).append("\",");
            }
            int length = random.nextInt(80);
            for (int k = 0; k < length; k++) {
                text.append(random.nextInt(4) == 0 ? FRAGMENTS[random.nextInt(FRAGMENTS.length)]
                        : JSONISH.charAt(random.nextInt(JSONISH.length())));
            }
            check(text.toString(), "random text #" + i);
        }
    }

    @Test
    void mutatedValidCommands_giveARequestOrOneCommandException() {
        Random random = new Random(SEED + 1);
        int requests = 0;
        for (int i = 0; i < TRIES; i++) {
            String text = CommandJson.write(validRequest(random));
            int mutations = 1 + random.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                text = mutate(text, random);
            }
            if (check(text, "mutation #" + i) != null) {
                requests++;
            }
        }
        // Some mutations keep the command valid (a changed letter inside a name); most must not.
        assertThat(requests).isBetween(1, TRIES - 1);
    }

    @Test
    void validRequests_surviveWriteThenParse() {
        Random random = new Random(SEED + 2);
        for (int i = 0; i < TRIES; i++) {
            CommandRequest request = validRequest(random);
            String json = CommandJson.write(request);
            try {
                assertThat(CommandJson.parse(json)).as("seed %d #%d: %s", SEED + 2, i, json).isEqualTo(request);
            } catch (CommandException e) {
                fail("seed " + (SEED + 2) + " #" + i + ": valid request refused: " + json + " -> " + e.getMessage());
            }
        }
    }

    /** Parses; a request must write back to the same request, a refusal must be one readable line. */
    private static CommandRequest check(String text, String what) {
        try {
            CommandRequest request = CommandJson.parse(text);
            assertThat(CommandJson.parse(CommandJson.write(request))).as("%s: %s", what, text).isEqualTo(request);
            return request;
        } catch (CommandException e) {
            assertThat(e.getMessage()).as("%s: %s", what, text).isNotBlank().doesNotContain("\n").hasSizeLessThan(700);
            if (e.id() != null) {
                assertThat(CommandObject.isValidId(e.id())).as("%s: echoed id", what).isTrue();
            }
            // Issue 12: the refusal names what is wrong: the field, else where the JSON breaks or what the whole is.
            if (e.field() != null) {
                assertThat(e.getMessage()).as("%s: names the field", what).startsWith(CommandObject.quote(e.field()));
            } else {
                assertThat(e.getMessage()).as("%s: names what is wrong", what).containsPattern(
                        "line \\d+, column \\d+|JSON object|characters long|empty command|after the command");
            }
            assertThat(e.getMessage()).as("%s: no Java names", what).doesNotContain("Exception")
                    .doesNotContain("java.");
            return null;
        } catch (RuntimeException | Error e) {
            throw new AssertionError(what + " (seed-based, reproducible) threw " + e + " for input: " + text, e);
        }
    }

    private static String mutate(String text, Random random) {
        if (text.isEmpty()) {
            return FRAGMENTS[random.nextInt(FRAGMENTS.length)];
        }
        int at = random.nextInt(text.length());
        return switch (random.nextInt(7)) {
            case 0 -> text.substring(0, at) + text.substring(at + 1);
            case 1 -> text.substring(0, at) + JSONISH.charAt(random.nextInt(JSONISH.length())) + text.substring(at);
            case 2 -> text.substring(0, at) + FRAGMENTS[random.nextInt(FRAGMENTS.length)] + text.substring(at);
            case 3 -> text.substring(0, at);
            case 4 -> {
                int end = at + random.nextInt(text.length() - at + 1);
                yield text.substring(0, end) + text.substring(at, end) + text.substring(end);
            }
            case 5 -> text.substring(0, at) + (char) (text.charAt(at) ^ (1 << random.nextInt(7))) + text.substring(at + 1);
            default -> text + text.substring(at);
        };
    }

    /** Any request the documented ranges allow. */
    static CommandRequest validRequest(Random random) {
        String id = text(random, 1 + random.nextInt(64), 0x20, 0x7e);
        Instant issuedAt = random.nextBoolean() ? null
                : Instant.ofEpochSecond(random.nextInt(2_000_000_000), random.nextInt(1_000_000_000));
        return new CommandRequest(id, issuedAt, validCommand(random));
    }

    private static ArbiterCommand validCommand(Random random) {
        Color side = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        return switch (random.nextInt(16)) {
            case 0 -> new ArbiterCommand.NewGame(
                    pick(random, null, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "8/8/8/4k3/8/8/4P3/4K3 w - -"),
                    pick(random, null, "-", "300+3", "40/5400+30:1800+30", "5m d3s", "canadian 60m 10/5m"),
                    new GameMetadata(tag(random), tag(random), pick(random, null, "2026.11.30", "????.??.??"), tag(random),
                            random.nextBoolean() ? null : 1 + random.nextInt(NewGameReader.MAX_BOARD_NUMBER),
                            tag(random), tag(random), fide(random), fide(random)));
            case 1 -> new ArbiterCommand.StartClock();
            case 2 -> new ArbiterCommand.PauseClock();
            case 3 -> new ArbiterCommand.ResumeClock();
            case 4 -> random.nextBoolean()
                    ? new ArbiterCommand.AdjustTime(side, ArbiterCommand.AdjustMode.SET,
                            (long) (random.nextDouble() * CommandJson.MAX_ADJUST_MS))
                    : new ArbiterCommand.AdjustTime(side, ArbiterCommand.AdjustMode.ADD,
                            (long) ((random.nextDouble() * 2 - 1) * CommandJson.MAX_ADJUST_MS));
            case 5 -> new ArbiterCommand.SetMoveCount(side, random.nextInt(CommandJson.MAX_MOVE_COUNT + 1));
            case 6 -> new ArbiterCommand.AcceptTakeback();
            case 7 -> new ArbiterCommand.RefuseTakeback();
            case 8 -> new ArbiterCommand.ChooseMove(pick(random, "e2e4", "g1f3", "e1g1", "a7a8q", "h2h1n"));
            case 9 -> new ArbiterCommand.CorrectPromotion(1 + random.nextInt(Integer.MAX_VALUE),
                    pick(random, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT));
            case 10 -> new ArbiterCommand.Reinstate(random.nextInt(Integer.MAX_VALUE));
            case 11 -> {
                List<Termination> declarable = List.of(Termination.values()).stream()
                        .filter(ResultDeclaration::declarable).toList();
                Termination t = declarable.get(random.nextInt(declarable.size()));
                List<Result> results = List.copyOf(ResultDeclaration.results(t));
                yield new ArbiterCommand.DeclareResult(results.get(random.nextInt(results.size())), t);
            }
            case 12 -> new ArbiterCommand.Republish(1 + (random.nextLong() & (Long.MAX_VALUE - 1)));
            case 13 -> new ArbiterCommand.AnnounceTime();
            case 14 -> new ArbiterCommand.Acknowledge(pick(random, "b-1/irregularity/42", "b/flag/g-1", "\u00e9 x"),
                    pick(random, "illegal-move", "flag", "board-offline"), pick(random, "Rossi, Carla", "A"));
            default -> new ArbiterCommand.ScoresheetChange(scoresheetChange(random));
        };
    }

    private static org.touchmove.firmware.scoresheet.ScoresheetEdit scoresheetChange(Random random) {
        String arbiter = pick(random, "Rossi, Carla", "A", "\u00c9mile \"Arb\" Z");
        return switch (random.nextInt(5)) {
            case 0 -> new org.touchmove.firmware.scoresheet.ScoresheetEdit.SetResult(arbiter,
                    new org.touchmove.firmware.rules.Outcome(pick(random, Result.WHITE_WINS, Result.BLACK_WINS,
                            Result.DRAW), pick(random, Termination.values())));
            case 1 -> new org.touchmove.firmware.scoresheet.ScoresheetEdit.ReplaceMove(arbiter,
                    1 + random.nextInt(Integer.MAX_VALUE), org.touchmove.firmware.rules.notation.Uci.parse(
                            pick(random, "e2e4", "a7a8q", "e1g1")));
            case 2 -> new org.touchmove.firmware.scoresheet.ScoresheetEdit.SetClock(arbiter,
                    1 + random.nextInt(500), java.time.Duration.ofMillis(random.nextInt(864_000_001)));
            case 3 -> {
                String value = tag(random);
                yield new org.touchmove.firmware.scoresheet.ScoresheetEdit.SetHeader(arbiter,
                        pick(random, "Event", "Site", "Date", "Round", "White", "Black"), value == null ? "" : value);
            }
            default -> new org.touchmove.firmware.scoresheet.ScoresheetEdit.Sign(arbiter);
        };
    }

    /** Free text: printable ASCII, Latin-1 letters and an emoji (a surrogate pair), no space around it; or absent. */
    private static String tag(Random random) {
        if (random.nextBoolean()) {
            return null;
        }
        StringBuilder s = new StringBuilder();
        int length = 1 + random.nextInt(40);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(10);
            if (kind == 0) {
                s.append("\ud83d\ude00");
            } else if (kind == 1) {
                s.append((char) (0xc0 + random.nextInt(0x40)));
            } else {
                s.append((char) (0x20 + random.nextInt(0x5f)));
            }
        }
        String clean = s.toString().strip();
        return clean.isEmpty() ? "x" : clean;
    }

    private static String fide(Random random) {
        return random.nextBoolean() ? null : text(random, 1 + random.nextInt(10), '0', '9');
    }

    private static String text(Random random, int length, int from, int to) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append((char) (from + random.nextInt(to - from + 1)));
        }
        return s.toString();
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
