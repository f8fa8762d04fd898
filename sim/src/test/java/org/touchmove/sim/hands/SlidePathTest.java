package org.touchmove.sim.hands;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.Squares;

class SlidePathTest {

    private static List<String> between(String from, String to) {
        return SlidePath.between(Squares.parse(from), Squares.parse(to)).stream().map(Squares::name).toList();
    }

    @Test
    void straightLinesAreFollowedStepByStep() {
        assertThat(between("e2", "e4")).containsExactly("e3");
        assertThat(between("a1", "a8")).containsExactly("a2", "a3", "a4", "a5", "a6", "a7");
        assertThat(between("h1", "e1")).containsExactly("g1", "f1");
        assertThat(between("c1", "h6")).containsExactly("d2", "e3", "f4", "g5");
        assertThat(between("f8", "b4")).containsExactly("e7", "d6", "c5");
    }

    @Test
    void neighboursHaveNothingBetween() {
        assertThat(between("e1", "f2")).isEmpty();
        assertThat(between("e1", "e1")).isEmpty();
    }

    @Test
    void knightMovesGoAlongTheLongerLegFirst() {
        assertThat(between("g1", "f3")).containsExactly("g2", "g3");
        assertThat(between("b8", "d7")).containsExactly("c8", "d8");
    }

    @Test
    void otherShapesAlsoEndNextToTheTarget() {
        assertThat(between("a1", "d2")).containsExactly("b1", "c1", "d1");
    }
}
