package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Agreement with every labelled question of ../shared/data (CHA test vectors and unfair timeouts, the
 * material-only cases, CHA's verdicts on ashlar's final positions): never a wrong answer; undecided is allowed
 * (the budget ran out) but bounded, so that a regression in the search shows.
 */
@Tag("shared-data")
class UnwinnabilityDataTest {

    @Test
    void neverWrongOnTheLabelledPositions() {
        List<LabelledMateCase> cases = LabelledMateCase.all();
        assertThat(cases).hasSizeGreaterThan(5000);
        List<String> wrong = new ArrayList<>();
        int undecided = 0;
        for (LabelledMateCase c : cases) {
            MateVerdict v = Unwinnability.analyse(Position.fromFen(c.fen()), c.side());
            if (v.undecided()) {
                undecided++;
            } else if (v.mateability() != c.expected()) {
                wrong.add(c.source() + ": " + c.side() + " " + c.fen() + " expected " + c.expected() + ", got " + v);
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(undecided).as("undecided of %d", cases.size()).isLessThan(cases.size() / 20);
    }

    @Test
    void everyUnfairTimeoutIsADrawWhereDecided() {
        // Art. 6.9: the side whose flag did not fall cannot mate in any of these.
        for (LabelledMateCase c : LabelledMateCase.unfairTimeouts()) {
            MateVerdict v = Unwinnability.analyse(Position.fromFen(c.fen()), c.side());
            assertThat(v.mateability()).as(c.fen()).isNotEqualTo(Mateability.CAN_MATE);
            assertThat(MatingMaterial.canCheckmate(Position.fromFen(c.fen()), c.side()))
                    .as(c.fen()).isEqualTo(v.undecided());
        }
    }
}
