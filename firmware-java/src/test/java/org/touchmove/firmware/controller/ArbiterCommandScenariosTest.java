package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.event.CompletedBy;

/**
 * Every arbiter command through the board runtime (docs/commands.md): each is accepted with its effect on the
 * events, or refused with a reason and no event at all (a refused command changes nothing).
 */
class ArbiterCommandScenariosTest {

    private static final String E4 = "wait 1000\nlift e2\nwait 300\nplace e4\nwait 200\npress white\nwait 500\n";

    private static ScenarioRun started() {
        return ScenarioRun.playText("tc 300+2\nsetup startpos\nstart\n", Map.of());
    }

    /** Asserts the command is refused with a reason containing {@code why} and that no event came of it. */
    private static void assertRefused(ScenarioRun run, ArbiterCommand command, String why) {
        int before = run.events().size();
        CommandReply reply = run.command(command);
        assertThat(reply.accepted()).as(command.type()).isFalse();
        assertThat(reply.reason()).as(command.type()).contains(why);
        assertThat(run.events()).as(command.type() + " changed nothing").hasSize(before);
    }

    @Test
    void newGameCarriesFenTimeControlAndMetadata() {
        ScenarioRun run = ScenarioRun.playText("setup startpos\n", Map.of());
        GameMetadata meta = new GameMetadata("Club Open", "Zurich", "2026.11.30", "3", 12, "Carlsen, Magnus",
                "Nepomniachtchi, Ian", "1503014", "4168119");
        CommandReply reply = run.command(new ArbiterCommand.NewGame(
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "5400+30", meta));
        assertThat(reply.accepted()).isTrue();
        org.touchmove.firmware.event.Event event = run.events().stream()
                .filter(e -> e.body() instanceof NewGameEvent).reduce((a, b) -> b).orElseThrow();
        NewGameEvent game = (NewGameEvent) event.body();
        assertThat(game.fen()).isEqualTo("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThat(game.timeControl()).isEqualTo("5400+30");
        assertThat(game.metadata()).isEqualTo(meta);
        assertThat(org.touchmove.firmware.event.EventJson.write(event))
                .contains("\"event\":\"Club Open\"", "\"round\":\"3\"", "\"board\":12", "\"whiteFideId\":\"1503014\"");
    }

    @Test
    void newGameRefusals() {
        ScenarioRun run = started();
        assertRefused(run, new ArbiterCommand.NewGame("not a fen", null, GameMetadata.NONE), "fen");
        assertRefused(run, new ArbiterCommand.NewGame(null, "fast", GameMetadata.NONE), "timeControl");
    }

    @Test
    void startPauseResume() {
        ScenarioRun run = ScenarioRun.playText("tc 300\nsetup startpos\n", Map.of());
        assertRefused(run, new ArbiterCommand.PauseClock(), "not running");
        assertThat(run.command(new ArbiterCommand.StartClock()).accepted()).isTrue();
        assertRefused(run, new ArbiterCommand.StartClock(), "already started");
        assertRefused(run, new ArbiterCommand.ResumeClock(), "not paused");
        run.then("wait 1000\n");
        assertThat(run.command(new ArbiterCommand.PauseClock()).accepted()).isTrue();
        assertRefused(run, new ArbiterCommand.PauseClock(), "not running");
        run.then("wait 5000\n");
        assertThat(run.command(new ArbiterCommand.ResumeClock()).accepted()).isTrue();
        assertThat(run.projected("clock")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                "@1000 clock w=299000 b=300000 running=- pause",
                "@6000 clock w=299000 b=300000 running=white resume");
    }

    @Test
    void noClockNoClockCommands() {
        ScenarioRun run = ScenarioRun.playText("tc none\nsetup startpos\n", Map.of());
        assertRefused(run, new ArbiterCommand.StartClock(), "no clock");
        assertRefused(run, new ArbiterCommand.AdjustTime(Color.WHITE, ArbiterCommand.AdjustMode.ADD, 1000), "no clock");
        assertRefused(run, new ArbiterCommand.SetMoveCount(Color.WHITE, 3), "no clock");
    }

    @Test
    void adjustTimeSetsOrAdds() {
        ScenarioRun run = started().then("wait 1000\n");
        assertThat(run.command(new ArbiterCommand.AdjustTime(Color.BLACK, ArbiterCommand.AdjustMode.ADD, 120_000))
                .accepted()).isTrue();
        assertThat(run.command(new ArbiterCommand.AdjustTime(Color.WHITE, ArbiterCommand.AdjustMode.SET, 60_000))
                .accepted()).isTrue();
        assertRefused(run, new ArbiterCommand.AdjustTime(Color.WHITE, ArbiterCommand.AdjustMode.ADD, -60_001),
                "negative");
        assertThat(run.projected("clock")).containsExactly(
                "@0 clock w=300000 b=300000 running=white start",
                "@1000 clock w=299000 b=420000 running=white adjust",
                "@1000 clock w=60000 b=420000 running=white adjust");
    }

    @Test
    void declaredResultEndsTheGameOnce() {
        ScenarioRun run = started().then(E4);
        assertThat(run.command(new ArbiterCommand.DeclareResult(Result.BLACK_WINS, Termination.RESIGNATION))
                .accepted()).isTrue();
        assertThat(run.projected("result")).containsExactly("@2000 result 0-1 resignation arbiter");
        assertRefused(run, new ArbiterCommand.DeclareResult(Result.DRAW, Termination.AGREEMENT), "already");
        assertRefused(run, new ArbiterCommand.PauseClock(), "over");
    }

    @Test
    void chooseMoveSettlesAnAmbiguousBoard() {
        // capture-ambiguous up to the press: both Rxd5 and Rxd7 fit the board.
        ScenarioRun run = ScenarioRun.playText("tc 300\nsetup fen 4k3/3p4/3R4/3p4/8/8/8/4K3 w - - 0 1\nstart\n"
                + "wait 1000\nlift d6\nwait 300\nlift d7\nwait 10\nplace d7\nwait 300\npress white\nwait 500\n",
                Map.of());
        assertThat(run.projected("irregularity")).containsExactly("@1610 irregularity ambiguous-move - white");
        assertRefused(run, new ArbiterCommand.ChooseMove("d6d4"), "not one of the candidates");
        assertRefused(run, new ArbiterCommand.ChooseMove("zz"), "uci");
        assertThat(run.command(new ArbiterCommand.ChooseMove("d6d7")).accepted()).isTrue();
        assertThat(run.moves()).singleElement().satisfies(m -> {
            assertThat(m.san()).isEqualTo("Rxd7");
            assertThat(m.completedBy()).isEqualTo(CompletedBy.ARBITER);
        });
        // White pressed at 1610 while the board was ambiguous: the arbiter's choice completes the move with that press
        // (Art. 6.2.1), so Black's clock has run since 1610: 300 000 - 500 at 2110.
        assertThat(run.projected("clock")).last().isEqualTo("@2110 clock w=298390 b=299500 running=black press");
        assertRefused(run, new ArbiterCommand.ChooseMove("d6d7"), "not ambiguous");
    }

    @Test
    void takebackAcceptedOrRefusedByTheArbiter() {
        // Tournament mode: 1. e4, then White puts the pawn back: a takeback irregularity waits for the arbiter.
        String takeback = "tc none\nsetup startpos\nwait 1000\nlift e2\nwait 300\nplace e4\nwait 2200\n"
                + "lift e4\nwait 300\nplace e2\nwait 3000\n";
        ScenarioRun refused = ScenarioRun.playText(takeback, Map.of());
        assertThat(refused.projected("irregularity")).containsExactly("@5330 irregularity takeback 4.7 white");
        assertThat(refused.command(new ArbiterCommand.RefuseTakeback()).accepted()).isTrue();

        ScenarioRun accepted = ScenarioRun.playText(takeback, Map.of());
        assertRefused(accepted, new ArbiterCommand.Reinstate(5), "not in the game");
        assertThat(accepted.command(new ArbiterCommand.AcceptTakeback()).accepted()).isTrue();
        assertThat(accepted.projected("position")).last().isEqualTo(
                "@6800 position ply=0 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertRefused(accepted, new ArbiterCommand.AcceptTakeback(), "no takeback");
        assertRefused(accepted, new ArbiterCommand.RefuseTakeback(), "no takeback");
    }

    @Test
    void reinstateGoesBackToAPly() {
        ScenarioRun run = started().then(E4);
        assertThat(run.moves()).hasSize(1);
        assertThat(run.command(new ArbiterCommand.Reinstate(0)).accepted()).isTrue();
        assertThat(run.projected("position")).last().isEqualTo(
                "@2000 position ply=0 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(run.session().controller().game().moves()).isEmpty();
    }

    @Test
    void correctPromotionRefusedForAPlyThatIsNoPromotion() {
        ScenarioRun run = started().then(E4);
        assertRefused(run, new ArbiterCommand.CorrectPromotion(1, PieceType.KNIGHT), "not a promotion");
        assertRefused(run, new ArbiterCommand.CorrectPromotion(7, PieceType.KNIGHT), "not in the game");
    }

    @Test
    void republishNeedsAJournalAndARepublisher() {
        ScenarioRun run = started();
        assertRefused(run, new ArbiterCommand.Republish(1), "no journal");
        List<Long> asked = new ArrayList<>();
        run.session().runtime().setRepublisher(asked::add);
        assertThat(run.command(new ArbiterCommand.Republish(2)).accepted()).isTrue();
        assertThat(asked).containsExactly(2L);
    }

    @Test
    void aRepeatedCommandIdIsAnsweredNotAppliedTwice() {
        ScenarioRun run = started().then("wait 1000\n");
        CommandRequest add = new CommandRequest("arb-7", null,
                new ArbiterCommand.AdjustTime(Color.WHITE, ArbiterCommand.AdjustMode.ADD, 60_000));
        CommandReply first = run.session().command(add);
        int events = run.events().size();
        CommandReply again = run.session().command(add);
        assertThat(again).isEqualTo(first);
        assertThat(run.events()).hasSize(events);
        assertThat(run.projected("clock")).last().isEqualTo("@1000 clock w=359000 b=300000 running=white adjust");
    }

    @Test
    void scriptCommandLinesCarryTheJsonForm() {
        ScenarioRun run = ScenarioRun.play("arbiter-commands");
        // "sim-1": the new game that 'setup startpos' sends.
        assertThat(run.replies()).extracting(CommandReply::id, CommandReply::accepted).containsExactly(
                org.assertj.core.api.Assertions.tuple("sim-1", true), org.assertj.core.api.Assertions.tuple("a1", true), org.assertj.core.api.Assertions.tuple("a2", true),
                org.assertj.core.api.Assertions.tuple("a3", true), org.assertj.core.api.Assertions.tuple("a4", false),
                org.assertj.core.api.Assertions.tuple("a5", true));
        assertThat(run.replies().get(4).reason()).contains("milis");
        assertThat(run.replies().get(3).stateJson()).contains("\"blackMs\":419500");
        assertThat(run.projected("new-game", "move", "clock", "result")).containsExactly(
                "@0 new-game - tournament rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "@0 new-game 300+2 tournament rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "@0 clock w=300000 b=300000 running=white start",
                "@1500 move e2e4 e4 w=300500 b=300000 clock-press",
                "@1500 clock w=300500 b=300000 running=black press",
                "@2000 clock w=300500 b=419500 running=black adjust",
                "@2000 clock w=300500 b=419500 running=- stop",
                "@2000 result 1/2-1/2 agreement arbiter");
    }
}
