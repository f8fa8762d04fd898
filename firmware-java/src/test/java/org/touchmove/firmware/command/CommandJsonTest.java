package org.touchmove.firmware.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

class CommandJsonTest {

    private static CommandException refusal(String json) {
        CommandException e = catchThrowableOfType(CommandException.class, () -> CommandJson.parse(json));
        assertThat(e).as("refusal of %s", json).isNotNull();
        return e;
    }

    @Test
    void newGame_readsEveryField() {
        CommandRequest r = CommandJson.parse("{\"type\":\"new-game\",\"id\":\"g1\",\"issuedAt\":\"2026-11-30T22:50:00.5Z\","
                + "\"fen\":\"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\",\"timeControl\":\"90m+30s\",\"event\":\"Open\","
                + "\"site\":\"Berlin\",\"date\":\"2026.??.??\",\"round\":\"3\",\"board\":7,\"white\":\"A\","
                + "\"black\":\"B\",\"whiteFideId\":\"1\",\"blackFideId\":\"0123456789\"}");
        assertThat(r).isEqualTo(new CommandRequest("g1", Instant.parse("2026-11-30T22:50:00.500Z"),
                new ArbiterCommand.NewGame("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "90m+30s",
                        new GameMetadata("Open", "Berlin", "2026.??.??", "3", 7, "A", "B", "1", "0123456789"))));
    }

    @Test
    void newGame_withNothing_isTheStartPositionOnTheCurrentClock_andNullMeansAbsent() {
        ArbiterCommand expected = new ArbiterCommand.NewGame(null, null, GameMetadata.NONE);
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\"}").command()).isEqualTo(expected);
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\",\"fen\":null,\"board\":null,"
                + "\"issuedAt\":null}")).isEqualTo(new CommandRequest("g", null, expected));
    }

    @Test
    void newGame_chess960_isAStartPositionByNumber_orAChess960Fen() {
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":0}").command())
                .isEqualTo(new ArbiterCommand.NewGame("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", null,
                        GameMetadata.NONE, true));
        String shredder = "nrkbrnbq/pppppppp/8/8/8/8/PPPPPPPP/NRKBRNBQ w EBeb - 0 1";
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\",\"fen\":\"" + shredder + "\"}").command())
                .isEqualTo(new ArbiterCommand.NewGame(shredder, null, GameMetadata.NONE));
        assertThat(refusal("{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":960}").getMessage())
                .contains("chess960").contains("0..959");
        assertThat(refusal("{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":1,\"fen\":\"" + shredder + "\"}")
                .getMessage()).contains("chess960").contains("fen");
    }

    @Test
    void newGame_variant_marksAChess960GameWhoseFenStandardChessCouldRead() {
        String standardArray = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        ArbiterCommand.NewGame byNumber = (ArbiterCommand.NewGame) CommandJson.parse(
                "{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":518}").command();
        assertThat(byNumber).isEqualTo(new ArbiterCommand.NewGame(standardArray, null, GameMetadata.NONE, true));
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\",\"variant\":\"chess960\"}").command())
                .isEqualTo(byNumber);
        String fen524 = "rbnqknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKNBR w KQkq - 0 1";
        assertThat(CommandJson.parse("{\"id\":\"g\",\"type\":\"new-game\",\"variant\":\"chess960\",\"fen\":\""
                + fen524 + "\"}").command()).isEqualTo(new ArbiterCommand.NewGame(fen524, null, GameMetadata.NONE, true));
        String echoed = CommandWriter.write(new CommandRequest("g", null, byNumber));
        assertThat(echoed).contains("\"variant\":\"chess960\"");
        assertThat(CommandJson.parse(echoed).command()).isEqualTo(byNumber);
        ArbiterCommand.NewGame random = (ArbiterCommand.NewGame) CommandJson.parse(
                "{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":\"random\"}").command();
        assertThat(random).isEqualTo(new ArbiterCommand.NewGame(null, null, GameMetadata.NONE, true));
        String randomEcho = CommandWriter.write(new CommandRequest("g", null, random));
        assertThat(randomEcho).contains("\"chess960\":\"random\"");
        assertThat(CommandJson.parse(randomEcho).command()).isEqualTo(random);
        assertThat(refusal("{\"id\":\"g\",\"type\":\"new-game\",\"chess960\":\"any\"}").getMessage())
                .contains("chess960").contains("random");
        assertThat(refusal("{\"id\":\"g\",\"type\":\"new-game\",\"variant\":\"Crazyhouse\"}").getMessage())
                .contains("variant").contains("chess960");
    }

    @Test
    void eachCommand_readsItsTypedFields() {
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"adjust-time\",\"side\":\"black\",\"mode\":\"add\","
                + "\"millis\":-864000000}").command())
                .isEqualTo(new ArbiterCommand.AdjustTime(Color.BLACK, ArbiterCommand.AdjustMode.ADD, -864_000_000L));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"set-move-count\",\"side\":\"white\",\"moves\":0}")
                .command()).isEqualTo(new ArbiterCommand.SetMoveCount(Color.WHITE, 0));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"correct-promotion\",\"ply\":1,\"piece\":\"rook\"}")
                .command()).isEqualTo(new ArbiterCommand.CorrectPromotion(1, PieceType.ROOK));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"reinstate\",\"ply\":0}").command())
                .isEqualTo(new ArbiterCommand.Reinstate(0));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"declare-result\",\"result\":\"1/2-1/2\","
                + "\"termination\":\"illegal-moves\"}").command())
                .isEqualTo(new ArbiterCommand.DeclareResult(Result.DRAW, Termination.ILLEGAL_MOVES));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":9223372036854775807}")
                .command()).isEqualTo(new ArbiterCommand.Republish(Long.MAX_VALUE));
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"choose-move\",\"uci\":\"e1g1\"}").command())
                .isEqualTo(new ArbiterCommand.ChooseMove("e1g1"));
    }

    @Test
    void adjustTime_rangeDependsOnMode() {
        assertThat(refusal("{\"id\":\"a\",\"type\":\"adjust-time\",\"side\":\"white\",\"mode\":\"set\","
                + "\"millis\":-1000}").getMessage())
                .isEqualTo("\"millis\": -1000 is out of range; expected milliseconds (mode set) in 0..864000000");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"adjust-time\",\"side\":\"white\",\"mode\":\"add\","
                + "\"millis\":864000001}").getMessage())
                .isEqualTo("\"millis\": 864000001 is out of range; expected milliseconds (mode add) in "
                        + "-864000000..864000000");
    }

    @Test
    void refusal_echoesTheId_whereverItStands() {
        CommandException afterTheError = refusal("{\"type\":\"start\",\"extra\":1,\"id\":\"late-id\"}");
        assertThat(afterTheError.id()).isEqualTo("late-id");
        assertThat(afterTheError.field()).isEqualTo("extra");
        assertThat(afterTheError.getMessage())
                .isEqualTo("\"extra\": unknown field for type \"start\"; expected only id, type, issuedAt");
        // Broken JSON after the id still echoes it; broken JSON before it cannot.
        assertThat(refusal("{\"id\":\"early\",\"type\":").id()).isEqualTo("early");
        assertThat(refusal("{\"type\":,\"id\":\"never-read\"}").id()).isNull();
    }

    @Test
    void badId_isNeverEchoed() {
        for (String json : new String[] {"{\"id\":7,\"type\":\"start\"}", "{\"id\":\"tab\\there\",\"type\":\"start\"}",
                "{\"id\":\"" + "x".repeat(65) + "\",\"type\":\"start\"}", "{\"id\":\"é\",\"type\":\"start\"}",
                "{\"id\":\"a\",\"id\":\"a\",\"type\":\"start\"}"}) {
            CommandException e = refusal(json);
            assertThat(e.id()).as(json).isNull();
            assertThat(e.field()).as(json).isEqualTo("id");
        }
        assertThat(CommandJson.parse("{\"id\":\"" + "~".repeat(64) + "\",\"type\":\"start\"}").id()).hasSize(64);
        assertThat(CommandJson.parse("{\"id\":\" spaced id \",\"type\":\"start\"}").id()).isEqualTo(" spaced id ");
    }

    @Test
    void wrongJsonType_namesTheTypeGivenAndTheOneExpected() {
        assertThat(refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":\"5\"}").getMessage())
                .isEqualTo("\"fromSeq\": a string; expected an event seq in 1..9223372036854775807");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":5e0}").getMessage())
                .startsWith("\"fromSeq\": a number with a fraction or exponent; expected");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":[5]}").getMessage())
                .startsWith("\"fromSeq\": an array; expected");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":true}").getMessage())
                .startsWith("\"fromSeq\": a boolean; expected");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":null}").getMessage())
                .startsWith("\"fromSeq\": null; expected");
        assertThat(refusal("{\"id\":\"a\",\"type\":7}").getMessage()).startsWith("\"type\": a whole number; expected one of new-game, start,");
    }

    @Test
    void hugeNumber_isOutOfRange_notAnOverflow() {
        CommandException e = refusal("{\"id\":\"a\",\"type\":\"republish\",\"fromSeq\":" + "9".repeat(400) + "}");
        assertThat(e.field()).isEqualTo("fromSeq");
        assertThat(e.getMessage()).contains("is out of range").hasSizeLessThan(200);
    }

    @Test
    void input_asAWhole() {
        assertThat(refusal("").field()).isNull();
        assertThat(refusal("   ").getMessage()).startsWith("empty command");
        assertThat(refusal(null).getMessage()).startsWith("empty command");
        assertThat(refusal("\"start\"").getMessage()).startsWith("a command is a JSON object {...}, not a string");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"start\"}x").getMessage())
                .isEqualTo("content after the command object; expected exactly one JSON object");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"start\"}x").id()).isEqualTo("a");
        assertThat(refusal("{'id':'a'}").getMessage()).startsWith("not valid JSON (");
        String tooLong = "{\"id\":\"a\",\"type\":\"new-game\",\"event\":\"" + "e".repeat(16_400) + "\"}";
        CommandException e = refusal(tooLong);
        assertThat(e.getMessage()).isEqualTo("command is " + tooLong.length()
                + " characters long; expected at most 16384");
        assertThat(e.getMessage()).doesNotContain("eeee");
    }

    @Test
    void whiteSpaceAroundAValue_isRefused_butAroundTheObjectIsFine() {
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"white\":\"Carlsen \"}").getMessage())
                .isEqualTo("\"white\": white space before or after the value; expected text of 1..255 characters"
                        + " without control characters, trimmed");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"timeControl\":\" 5m\"}").field())
                .isEqualTo("timeControl");
    }

    @Test
    void nestedJsonError_saysWhereWithoutTheSourceNoise() {
        assertThat(refusal("{\"id\":\"r\",\"type\":\"start\"").getMessage()).isEqualTo("not valid JSON (Unexpected"
                + " end-of-input: expected close marker for Object (start marker at line 1, column 1) at line 1,"
                + " column 25)");
    }

    @Test
    void promotionLetter_onlyWithAMoveToTheLastRank() {
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"choose-move\",\"uci\":\"b2b1r\"}").command())
                .isEqualTo(new ArbiterCommand.ChooseMove("b2b1r"));
        assertThat(refusal("{\"id\":\"a\",\"type\":\"choose-move\",\"uci\":\"e4e5q\"}").getMessage())
                .startsWith("\"uci\": \"e4e5q\" promotes off the last rank;");
    }

    @Test
    void whiteSpaceAroundTheObject_isFine() {
        assertThat(CommandJson.parse(" \n{ \"id\" : \"a\" , \"type\" : \"pause\" }\n").command())
                .isEqualTo(new ArbiterCommand.PauseClock());
    }

    @Test
    void fen_andTimeControl_areCheckedWithTheRulesAndClockParsers() {
        CommandException fen = refusal("{\"id\":\"a\",\"type\":\"new-game\",\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}");
        assertThat(fen.field()).isEqualTo("fen");
        assertThat(fen.getMessage()).startsWith("\"fen\": invalid FEN").contains("expected a legal position in FEN");
        CommandException tc = refusal("{\"id\":\"a\",\"type\":\"new-game\",\"timeControl\":\"40/\"}");
        assertThat(tc.getMessage()).startsWith("\"timeControl\": neither a PGN tag (").contains("nor the readable form");
        assertThat(CommandJson.parse("{\"id\":\"a\",\"type\":\"new-game\",\"timeControl\":\"60m byo 5x30s\"}")
                .command()).isEqualTo(new ArbiterCommand.NewGame(null, "60m byo 5x30s", GameMetadata.NONE));
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"date\":\"2026.02.30\"}").getMessage())
                .contains("is not a calendar date");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"white\":\"Line\\nbreak\"}").getMessage())
                .startsWith("\"white\": contains a control character");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"white\":\"\\ud800\"}").field()).isEqualTo("white");
        assertThat(refusal("{\"id\":\"a\",\"type\":\"new-game\",\"event\":\"\"}").field()).isEqualTo("event");
    }

    @Test
    void declareResult_refusesWhatTheBoardDecidesAlone_andMismatchedResults() {
        for (Termination t : Termination.values()) {
            for (Result r : new Result[] {Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW}) {
                String json = "{\"id\":\"a\",\"type\":\"declare-result\",\"result\":\"" + r.pgn()
                        + "\",\"termination\":\"" + t.wireName() + "\"}";
                if (ResultDeclaration.results(t).contains(r)) {
                    assertThat(CommandJson.parse(json).command()).isEqualTo(new ArbiterCommand.DeclareResult(r, t));
                } else {
                    assertThat(refusal(json).field()).as(json)
                            .isEqualTo(ResultDeclaration.declarable(t) ? "result" : "termination");
                }
            }
        }
        assertThat(ResultDeclaration.declarable(Termination.CHECKMATE)).isFalse();
        assertThat(ResultDeclaration.results(Termination.RESIGNATION)).doesNotContain(Result.DRAW);
    }

    @Test
    void write_thenParse_givesTheSameRequest() {
        CommandRequest[] requests = {
            new CommandRequest("n", Instant.parse("2026-01-02T03:04:05.123456789Z"), new ArbiterCommand.NewGame(
                    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "-",
                    new GameMetadata("E \"quoted\" \\ é", null, "2026.01.02", "1", 3, "Ü", null, "12", null))),
            new CommandRequest("s", null, new ArbiterCommand.StartClock()),
            new CommandRequest("p", null, new ArbiterCommand.PauseClock()),
            new CommandRequest("r", null, new ArbiterCommand.ResumeClock()),
            new CommandRequest("t", null, new ArbiterCommand.AdjustTime(Color.WHITE, ArbiterCommand.AdjustMode.SET, 0)),
            new CommandRequest("m", null, new ArbiterCommand.SetMoveCount(Color.BLACK, 10_000)),
            new CommandRequest("ya", null, new ArbiterCommand.AcceptTakeback()),
            new CommandRequest("no", null, new ArbiterCommand.RefuseTakeback()),
            new CommandRequest("c", null, new ArbiterCommand.ChooseMove("a7a8q")),
            new CommandRequest("cp", null, new ArbiterCommand.CorrectPromotion(Integer.MAX_VALUE, PieceType.BISHOP)),
            new CommandRequest("ri", null, new ArbiterCommand.Reinstate(12)),
            new CommandRequest("d", null, new ArbiterCommand.DeclareResult(Result.BLACK_WINS, Termination.TIME_FORFEIT)),
            new CommandRequest("re", null, new ArbiterCommand.Republish(1)),
            new CommandRequest("at", null, new ArbiterCommand.AnnounceTime()),
            new CommandRequest("sc", null, new ArbiterCommand.ScoresheetChange(
                    new org.touchmove.firmware.scoresheet.ScoresheetEdit.SetHeader("Rossi, Carla", "White", "Ana"))),
            new CommandRequest("ak", null, new ArbiterCommand.Acknowledge("b-1/irregularity/42", "illegal-move",
                    "Anna Rossi (session 3fa2)")),
        };
        assertThat(requests).extracting(r -> r.command().type()).containsExactlyElementsOf(CommandJson.types());
        for (CommandRequest r : requests) {
            assertThat(CommandJson.parse(CommandJson.write(r))).isEqualTo(r);
        }
    }

    @Test
    void writeReply_embedsTheStateAsJson_andWritesNullsExplicitly() {
        assertThat(CommandJson.writeReply(CommandReply.accepted("c1", "{\"phase\":\"running\"}")))
                .isEqualTo("{\"id\":\"c1\",\"accepted\":true,\"reason\":null,\"state\":{\"phase\":\"running\"}}");
        assertThat(CommandJson.writeReply(CommandReply.refused(null, "not \"JSON\"", null)))
                .isEqualTo("{\"id\":null,\"accepted\":false,\"reason\":\"not \\\"JSON\\\"\",\"state\":null}");
        CommandException e = refusal("{\"id\":\"c9\",\"type\":\"nap\"}");
        assertThat(CommandJson.writeReply(e.reply())).isEqualTo("{\"id\":\"c9\",\"accepted\":false,\"reason\":"
                + "\"\\\"type\\\": \\\"nap\\\" is not a command; expected one of new-game, start, pause, resume, "
                + "adjust-time, set-move-count, accept-takeback, refuse-takeback, choose-move, correct-promotion, "
                + "reinstate, declare-result, republish, announce-time, scoresheet-change, acknowledge\",\"state\":null}");
    }

    /**
     * Found by CommandEnvelopeProperties: past the parser's limits (a number of over 1000 digits) its exception has
     * no location, and reading the line of it threw a NullPointerException out of parse.
     */
    @Test
    void aNumberPastTheParsersLimitIsRefusedSayingWhere() {
        CommandException e = catchThrowableOfType(CommandException.class, () -> CommandJson.parse(
                "{\"id\":\"r\",\"type\":\"republish\",\"fromSeq\":" + "6".repeat(2_000) + "}"));
        assertThat(e).isNotNull();
        assertThat(e.id()).isEqualTo("r");
        assertThat(e.getMessage()).startsWith("not valid JSON (Number value length").contains("at line 1, column ")
                .doesNotContain("StreamReadConstraints").doesNotContain("`");
    }
}
