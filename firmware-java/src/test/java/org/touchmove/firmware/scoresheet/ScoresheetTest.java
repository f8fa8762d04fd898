package org.touchmove.firmware.scoresheet;

import org.touchmove.firmware.event.Signer;

import org.touchmove.firmware.event.ScoresheetState;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.hal.ClockButton;

/** Scenarios of the electronic scoresheet: recording, the sign-off gesture, the lock, and arbiter changes. */
class ScoresheetTest {

    private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");
    private static final GameMetadata OPEN_EVENT = new GameMetadata("Club Open", "Vienna", "2026.11.30", "3",
            "Lasker, Anna", "Tal, Boris", "300+3", "Rossi, Carla", false);

    private static Stamp at(long ms) {
        return new Stamp(T0.plusMillis(ms), ms);
    }

    /** Scholar's mate with White's and Black's clocks after each move. */
    private static Scoresheet scholarsMate(GameMetadata metadata) {
        Scoresheet sheet = Scoresheet.open(metadata, Position.START);
        long[] clocksMs = {301_000, 302_500, 295_000, 300_100, 290_400, 281_000, 288_250};
        Position p = Position.START;
        int i = 0;
        for (String san : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
            Move m = San.parse(p, san);
            sheet = sheet.record(m, Optional.of(Duration.ofMillis(clocksMs[i++])));
            p = p.play(m);
        }
        return sheet.finish(Outcome.win(Color.WHITE, Termination.CHECKMATE), at(60_000));
    }

    @Test
    void recording_thenPgn_hasTheTagsClocksAndResult() {
        Scoresheet sheet = scholarsMate(OPEN_EVENT);
        assertThat(sheet.state()).isEqualTo(ScoresheetState.AWAITING_SIGN_OFF);
        String pgn = sheet.pgn();
        assertThat(pgn).startsWith("[Event \"Club Open\"]\n[Site \"Vienna\"]\n[Date \"2026.11.30\"]\n[Round \"3\"]\n"
                + "[White \"Lasker, Anna\"]\n[Black \"Tal, Boris\"]\n[Result \"1-0\"]\n[TimeControl \"300+3\"]\n"
                + "[Arbiter \"Rossi, Carla\"]\n[Termination \"normal\"]\n[TerminationDetail \"checkmate\"]\n"
                + "[ResultTime \"2026-11-30T18:01:00Z\"]\n\n");
        assertThat(pgn).contains("1. e4 { [%clk 0:05:01] } 1... e5 { [%clk 0:05:02.5] } 2. Bc4")
                .contains("4. Qxf7# { [%clk 0:04:48.25] } 1-0");

        PgnGame back = PgnReader.parse(pgn, "scoresheet").get(0);
        assertThat(back.moves()).isEqualTo(sheet.moves().stream().map(ScoresheetMove::move).toList());
        assertThat(back.clocks()).isEqualTo(sheet.moves().stream().map(ScoresheetMove::clock).toList());
        assertThat(back.result()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void presses_duringTheGame_signNothing() {
        Scoresheet sheet = Scoresheet.open(OPEN_EVENT, Position.START);
        Scoresheet pressed = sheet.press(ClockButton.WHITE, at(0)).press(ClockButton.BLACK, at(100));
        assertThat(pressed.signOffs()).isEmpty();
        assertThat(pressed.state()).isEqualTo(ScoresheetState.RECORDING);
    }

    @Test
    void bothButtonsWithinTwoSeconds_signsForBothPlayers_andLocks() {
        Scoresheet sheet = scholarsMate(OPEN_EVENT)
                .press(ClockButton.BLACK, at(61_000))
                .press(ClockButton.WHITE, at(63_000));
        assertThat(sheet.signOffs()).containsExactly(new SignOff(Signer.WHITE, at(63_000)),
                new SignOff(Signer.BLACK, at(63_000)));
        assertThat(sheet.state()).isEqualTo(ScoresheetState.SIGNED);
        assertThat(sheet.isLocked()).isTrue();
        assertThat(sheet.pgn()).contains("[WhiteSignOff \"2026-11-30T18:01:03Z\"]\n[BlackSignOff \"2026-11-30T18:01:03Z\"]");

        // Locked: the players can change nothing, the controller cannot add moves or results.
        assertThat(sheet.press(ClockButton.WHITE, at(64_000)).press(ClockButton.BLACK, at(64_100)).signOffs()).hasSize(2);
        Position p = sheet.position();
        assertThatThrownBy(() -> sheet.record(p.legalMoves().isEmpty() ? Move.of(4, 12) : p.legalMoves().get(0),
                Optional.empty()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("only an arbiter command changes it");
        assertThatThrownBy(() -> sheet.finish(Outcome.draw(Termination.AGREEMENT), at(65_000)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("SIGNED");
    }

    @Test
    void pressesMoreThanTwoSecondsApart_orTheSameButtonTwice_signNothing() {
        Scoresheet sheet = scholarsMate(OPEN_EVENT)
                .press(ClockButton.WHITE, at(61_000))
                .press(ClockButton.BLACK, at(63_001))
                .press(ClockButton.BLACK, at(66_000));
        assertThat(sheet.signOffs()).isEmpty();
        assertThat(sheet.state()).isEqualTo(ScoresheetState.AWAITING_SIGN_OFF);
        // Black's latest press is still fresh: White confirming within 2 s of it signs.
        Scoresheet signed = sheet.press(ClockButton.WHITE, at(67_500));
        assertThat(signed.state()).isEqualTo(ScoresheetState.SIGNED);
    }

    @Test
    void arbiterRequired_signsWithOkTwice_afterThePlayers() {
        GameMetadata strict = new GameMetadata("Championship", "Vienna", "2026.11.30", "1", "A", "B", "5400+30",
                "Rossi, Carla", true);
        Scoresheet sheet = scholarsMate(strict)
                .press(ClockButton.OK, at(60_500))
                .press(ClockButton.WHITE, at(61_000))
                .press(ClockButton.BLACK, at(61_200));
        assertThat(sheet.state()).as("players signed, arbiter not yet").isEqualTo(ScoresheetState.AWAITING_SIGN_OFF);
        // The OK press from before the players' signature does not count.
        Scoresheet oneOk = sheet.press(ClockButton.OK, at(62_000));
        assertThat(oneOk.hasSigned(Signer.ARBITER)).isFalse();
        Scoresheet slowOk = oneOk.press(ClockButton.OK, at(64_001));
        assertThat(slowOk.hasSigned(Signer.ARBITER)).isFalse();
        Scoresheet signed = slowOk.press(ClockButton.OK, at(65_000));
        assertThat(signed.hasSigned(Signer.ARBITER)).isTrue();
        assertThat(signed.state()).isEqualTo(ScoresheetState.SIGNED);
        assertThat(signed.pgn()).contains("[ArbiterSignOff \"2026-11-30T18:01:05Z\"]");
    }

    @Test
    void arbiterNotRequired_okPressesAddNoSignature() {
        Scoresheet sheet = scholarsMate(OPEN_EVENT).press(ClockButton.OK, at(61_000)).press(ClockButton.OK, at(61_500));
        assertThat(sheet.signOffs()).isEmpty();
    }

    @Test
    void arbiterChangeAfterSignOff_isAppliedAndKeptWithItsTime() {
        Scoresheet signed = scholarsMate(OPEN_EVENT).press(ClockButton.WHITE, at(61_000))
                .press(ClockButton.BLACK, at(61_500));
        ArbiterDecision decision = signed.apply(new ScoresheetEdit.SetResult("Rossi, Carla",
                Outcome.win(Color.BLACK, Termination.ILLEGAL_MOVES)), at(300_000));
        assertThat(decision).isInstanceOf(ArbiterDecision.Applied.class);
        Scoresheet changed = ((ArbiterDecision.Applied) decision).scoresheet();
        assertThat(changed.outcome()).contains(Outcome.win(Color.BLACK, Termination.ILLEGAL_MOVES));
        assertThat(changed.isLocked()).as("still locked").isTrue();
        assertThat(changed.signOffs()).isEqualTo(signed.signOffs());
        assertThat(changed.changes()).hasSize(1);
        ArbiterChange change = changed.changes().get(0);
        assertThat(change.stamp()).isEqualTo(at(300_000));
        assertThat(change.description())
                .isEqualTo("result 1-0 (checkmate) -> 0-1 (illegal-moves) by Rossi, Carla");
        assertThat(changed.pgn()).contains("[Result \"0-1\"]")
                .contains("[Termination \"rules infraction\"]")
                .contains("[ArbiterChange1 \"2026-11-30T18:05:00Z result 1-0 (checkmate) -> 0-1 (illegal-moves) by Rossi, Carla\"]")
                .endsWith("0-1\n\n");

        // A second change is kept after the first; the first stays.
        Scoresheet twice = applied(changed.apply(new ScoresheetEdit.SetClock("Rossi, Carla", 7, Duration.ofSeconds(280)),
                at(310_000)));
        assertThat(twice.changes()).extracting(ArbiterChange::description).containsExactly(
                "result 1-0 (checkmate) -> 0-1 (illegal-moves) by Rossi, Carla",
                "ply 7 clock 0:04:48 -> 0:04:40 by Rossi, Carla");
        assertThat(twice.pgn()).contains("Qxf7# { [%clk 0:04:40] }").contains("[ArbiterChange2 ");
    }

    @Test
    void arbiterReplacesAMove_onlyWhereTheRestStaysLegal() {
        Scoresheet sheet = scholarsMate(OPEN_EVENT);
        // 3. Qh5 was in fact 3. Qf3: then the recorded 4. Qxf7# (h5f7) cannot have been played.
        ArbiterDecision illegal = sheet.apply(new ScoresheetEdit.ReplaceMove("Rossi, Carla", 5, Move.of(3, 21)),
                at(70_000));
        assertThat(illegal).isEqualTo(new ArbiterDecision.Rejected(
                "after the change the move of ply 7 (h5f7) is not legal in "
                        + "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4"));
        ArbiterDecision outOfRange = sheet.apply(new ScoresheetEdit.ReplaceMove("Rossi, Carla", 9, Move.of(3, 21)),
                at(70_000));
        assertThat(outOfRange).isEqualTo(new ArbiterDecision.Rejected("no move at ply 9 (the scoresheet has 7)"));

        // 2...Nc6 was in fact 2...a6: every later move, and the mate, still stand.
        Scoresheet changed = applied(sheet.apply(new ScoresheetEdit.ReplaceMove("Rossi, Carla", 4,
                Move.of(48, 40)), at(71_000)));
        assertThat(changed.changes().get(0).description()).isEqualTo("ply 4 move Nc6 -> a6 by Rossi, Carla");
        assertThat(changed.pgn()).contains("2... a6 { [%clk 0:05:00.1] }");
        assertThat(changed.position().isCheckmate()).isTrue();
    }

    @Test
    void arbiterCorrectsAHeader_andSignsByCommand() {
        GameMetadata strict = new GameMetadata("Championship", "Vienna", "2026.11.30", "1", "Lasker, Ana", "Tal, Boris",
                "5400+30", "Rossi, Carla", true);
        Scoresheet sheet = scholarsMate(strict);
        assertThat(sheet.apply(new ScoresheetEdit.Sign("Rossi, Carla"), at(61_000)))
                .isEqualTo(new ArbiterDecision.Rejected("the players sign first (both clock buttons within 2 s)"));
        Scoresheet players = sheet.press(ClockButton.WHITE, at(61_000)).press(ClockButton.BLACK, at(61_100));
        Scoresheet signed = applied(players.apply(new ScoresheetEdit.Sign("Rossi, Carla"), at(62_000)));
        assertThat(signed.isLocked()).isTrue();
        Scoresheet renamed = applied(signed.apply(new ScoresheetEdit.SetHeader("Rossi, Carla", "White", "Lasker, Anna"),
                at(63_000)));
        assertThat(renamed.metadata().white()).isEqualTo("Lasker, Anna");
        assertThat(renamed.changes()).extracting(ArbiterChange::description).containsExactly(
                "signed by the arbiter by Rossi, Carla", "White 'Lasker, Ana' -> 'Lasker, Anna' by Rossi, Carla");
        assertThat(renamed.apply(new ScoresheetEdit.SetHeader("Rossi, Carla", "Result", "0-1"), at(64_000)))
                .isInstanceOf(ArbiterDecision.Rejected.class);
        assertThat(renamed.apply(new ScoresheetEdit.SetHeader("Rossi, Carla", "Date", "yesterday"), at(64_000)))
                .isEqualTo(new ArbiterDecision.Rejected("PGN date must be YYYY.MM.DD (with ? for unknown), not 'yesterday'"));
        assertThat(renamed.apply(new ScoresheetEdit.SetHeader(" ", "White", "X"), at(64_000)))
                .isEqualTo(new ArbiterDecision.Rejected("an arbiter command must name the arbiter"));
    }

    private static Scoresheet applied(ArbiterDecision decision) {
        assertThat(decision).isInstanceOf(ArbiterDecision.Applied.class);
        return ((ArbiterDecision.Applied) decision).scoresheet();
    }
}
