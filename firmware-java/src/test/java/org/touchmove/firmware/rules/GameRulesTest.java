package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.rules.notation.Uci;

class GameRulesTest {

    @Test
    void checkmateOnTheSeventyFifthMoveStands() {
        // Art. 9.6.2: the clock reaches 150 with a mating move; the checkmate takes precedence.
        Game g = Game.from(Position.fromFen("7k/8/6K1/8/8/8/8/R7 w - - 149 120")).play(Uci.parse("a1a8"));
        assertThat(g.position().halfmoveClock()).isEqualTo(150);
        assertThat(g.outcome()).contains(Outcome.win(Color.WHITE, Termination.CHECKMATE));
        Game quiet = Game.from(Position.fromFen("7k/8/6K1/8/8/8/8/R7 w - - 149 120")).play(Uci.parse("a1b1"));
        assertThat(quiet.outcome()).contains(Outcome.draw(Termination.SEVENTY_FIVE_MOVES));
    }

    @Test
    void resultsAndTerminationsHaveTheirWireNames() {
        assertThat(Result.DRAW.pgn()).isEqualTo("1/2-1/2");
        assertThat(Result.fromPgn("0-1")).isEqualTo(Result.BLACK_WINS);
        assertThat(Result.UNDECIDED.pgn()).isEqualTo("*");
        assertThat(Termination.SEVENTY_FIVE_MOVES.wireName()).isEqualTo("seventy-five-moves");
        assertThat(Termination.TIME_FORFEIT_DRAW.wireName()).isEqualTo("time-forfeit-draw");
        assertThat(Termination.fromWireName("dead-position")).isEqualTo(Termination.DEAD_POSITION);
        assertThat(Game.start().outcome()).isEmpty();
        assertThat(Game.start().repetitionCount()).isEqualTo(1);
    }
}
