package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.rules.notation.Uci;

/**
 * A made move's SAN and FEN are written out before the press completes it (issue 31: off the completing step), and
 * the scoresheet plays each move from the game's own positions: neither may change what is recorded.
 */
class MoveWrittenAheadTest {

    @Test
    void aPromotionPieceChosenAfterThePawnWasPlacedIsTheOneRecorded() {
        // The choice changes the move after it was made (and written ahead): a8=B and b8=N, never the first piece.
        ScenarioRun run = ScenarioRun.play("promotion-choice");
        assertThat(run.moves()).extracting(MoveEvent::san).containsExactly("a8=B", "g1=Q", "b8=N");
        assertRecordedAsReplayed(run);
    }

    @Test
    void everyMoveOfAGameIsRecordedAsTheRulesWriteIt() {
        ScenarioRun run = ScenarioRun.play("capture-victim-first");
        assertThat(run.moves()).extracting(MoveEvent::san).containsExactly("e4", "d5", "exd5");
        assertRecordedAsReplayed(run);
    }

    @Test
    void theScoresheetRecordsFromTheGamesOwnPositions() {
        ScenarioRun run = ScenarioRun.play("capture-victim-first");
        Game game = run.session().controller().game();
        // The same instance: the sheet's moves were played from the positions the game had worked out (each position
        // remembers the successor it was played to), not generated again on the step that completed them.
        assertThat(run.session().controller().scoresheet().orElseThrow().position()).isSameAs(game.position());
    }

    @Test
    void whatWasWrittenAheadStandsOnlyForTheSameMoveBetweenTheSamePositions() {
        Position before = Position.START;
        Move e4 = Uci.parse("e2e4", before);
        Position after = before.play(e4);
        PreparedMove ahead = PreparedMove.of(before, e4, after);
        assertThat(ahead.san()).isEqualTo("e4");
        assertThat(ahead.fen()).isEqualTo(after.fen());
        assertThat(ahead.isFor(before, e4, after)).isTrue();
        assertThat(ahead.isFor(Position.fromFen(Position.START_FEN), e4, after)).isFalse();
        assertThat(ahead.isFor(before, Uci.parse("d2d4", before), after)).isFalse();
        assertThat(ahead.isFor(before, e4, Position.fromFen(after.fen()))).isFalse();
    }

    /** Each move event's SAN and FEN are those the rules give when the game is replayed from its start. */
    private static void assertRecordedAsReplayed(ScenarioRun run) {
        List<MoveEvent> moves = run.moves();
        Game game = run.session().controller().game();
        Position p = game.startPosition();
        for (int i = 0; i < moves.size(); i++) {
            Position fresh = Position.fromFen(p.fen());
            Move m = Uci.parse(moves.get(i).uci(), fresh);
            Position next = fresh.play(m);
            assertThat(moves.get(i).san()).as("ply %d", i + 1).isEqualTo(San.format(fresh, m, next));
            assertThat(moves.get(i).fen()).as("ply %d", i + 1).isEqualTo(next.fen());
            p = next;
        }
    }
}
