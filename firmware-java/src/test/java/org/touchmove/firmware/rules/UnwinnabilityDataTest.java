package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Agreement with every labelled question of ../shared/data (CHA test vectors and unfair timeouts, the
 * material-only cases, CHA's verdicts on ashlar's final positions): never a wrong answer; undecided is allowed
 * (the budget ran out) but bounded, so that a regression in the search shows. Runs with a smaller budget than
 * {@link MateBudget#FULL} to keep the build short: soundness does not depend on the budget; scripts/bench-dead
 * measures the figures with the full one.
 */
@Tag("shared-data")
class UnwinnabilityDataTest {

    private static final MateBudget TEST_BUDGET = new MateBudget(8_000, 0, 0, 4_000);

    @Test
    void neverWrongOnTheLabelledPositions() {
        List<LabelledMateCase> cases = LabelledMateCase.all();
        assertThat(cases).hasSizeGreaterThan(5000);
        List<String> wrong = new ArrayList<>();
        int undecided = 0;
        for (LabelledMateCase c : cases) {
            MateVerdict v = Unwinnability.analyse(Position.fromFen(c.fen()), c.side(), TEST_BUDGET);
            if (v.undecided()) {
                undecided++;
            } else if (v.mateability() != c.expected()) {
                wrong.add(c.source() + ": " + c.side() + " " + c.fen() + " expected " + c.expected() + ", got " + v);
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(undecided).as("undecided of %d", cases.size()).isLessThan(cases.size() / 10);
    }

    @Test
    void everyUnfairTimeoutIsADrawWhereDecided() {
        // Art. 6.9: the side whose flag did not fall cannot mate in any of these.
        for (LabelledMateCase c : LabelledMateCase.unfairTimeouts()) {
            MateVerdict v = Unwinnability.analyse(Position.fromFen(c.fen()), c.side(), TEST_BUDGET);
            assertThat(v.mateability()).as(c.fen()).isNotEqualTo(Mateability.CAN_MATE);
        }
    }

    @Test
    void gameEndsOnlyProvenDeadPositions() {
        // Art. 5.2.2 as Game applies it after every move (quick budget): where both sides are labelled, a position
        // ends the game as dead only if neither side can mate, and the quick check finds most dead ones.
        Map<String, List<LabelledMateCase>> byFen = new LinkedHashMap<>();
        List<LabelledMateCase> labelled = new ArrayList<>(LabelledMateCase.chaTestVectors());
        labelled.addAll(LabelledMateCase.ashlarOracle());
        for (LabelledMateCase c : labelled) {
            byFen.computeIfAbsent(c.fen(), k -> new ArrayList<>()).add(c);
        }
        int dead = 0;
        int endedAsDead = 0;
        for (Map.Entry<String, List<LabelledMateCase>> e : byFen.entrySet()) {
            List<LabelledMateCase> sides = e.getValue();
            if (sides.size() != 2) {
                continue; // one side undetermined by the oracle
            }
            boolean labelledDead = sides.stream().allMatch(c -> c.expected() == Mateability.CANNOT_MATE);
            Game game = Game.from(Position.fromFen(e.getKey()));
            boolean ended = game.outcome().filter(o -> o.termination() == Termination.DEAD_POSITION).isPresent();
            if (ended) {
                assertThat(labelledDead).as("ended as dead: " + e.getKey()).isTrue();
                endedAsDead++;
            }
            dead += labelledDead ? 1 : 0;
        }
        assertThat(dead).isGreaterThan(300);
        assertThat(endedAsDead).as("dead positions recognised of %d", dead).isGreaterThan(dead / 2);
    }
}
