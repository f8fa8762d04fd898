package org.touchmove.hal.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;

class BoardGeometryTest {

    @Test
    void toBoard_shuffledWiring_roundTripsThroughSensors() {
        List<Integer> wiring = BoardGeometry.identityWiring();
        Collections.shuffle(wiring, new Random(42));
        BoardGeometry g = new BoardGeometry(Orientation.STANDARD, wiring);
        long sensors = 0x0123_4567_89AB_CDEFL;
        Occupancy board = g.toBoard(sensors);
        assertThat(board.count()).isEqualTo(Long.bitCount(sensors));
        assertThat(g.toSensors(board)).isEqualTo(sensors);
        for (int sensor = 0; sensor < 64; sensor++) {
            assertThat(g.sensorOf(g.squareOf(sensor))).isEqualTo(sensor);
            assertThat(board.isOccupied(wiring.get(sensor))).isEqualTo((sensors >>> sensor & 1) == 1);
        }
    }

    @Test
    void squareOf_rotated_turnsBoardHalfWay() {
        BoardGeometry g = BoardGeometry.identity().withOrientation(Orientation.ROTATED);
        assertThat(Squares.name(g.squareOf(0))).isEqualTo("h8");
        assertThat(Squares.name(g.squareOf(Squares.parse("e2")))).isEqualTo("d7");
        assertThat(g.toBoard(Occupancy.START.bits())).isEqualTo(Occupancy.START);
    }

    @Test
    void parseWiring_columnMajorBoard_readsSquareNames() {
        // a board wired file by file: sensor 0 = a1, 1 = a2, ..., 8 = b1
        List<String> names = new ArrayList<>();
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                names.add("" + (char) ('a' + file) + (char) ('1' + rank));
            }
        }
        BoardGeometry g = new BoardGeometry(Orientation.STANDARD, BoardGeometry.parseWiring(String.join(", ", names)));
        assertThat(Squares.name(g.squareOf(1))).isEqualTo("a2");
        assertThat(Squares.name(g.squareOf(8))).isEqualTo("b1");
        assertThat(g.toBoardOrder("x" + ".".repeat(63)).charAt(0)).isEqualTo('x');
    }

    @Test
    void constructor_duplicateSquare_namesDuplicateAndMissing() {
        List<Integer> wiring = BoardGeometry.identityWiring();
        wiring.set(10, Squares.parse("e4"));
        assertThatThrownBy(() -> new BoardGeometry(Orientation.STANDARD, wiring))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("64 distinct squares")
                .hasMessageContaining("e4 (again at sensor 28)")
                .hasMessageContaining("missing [c2]");
    }

    @Test
    void constructor_wrongCount_says64() {
        assertThatThrownBy(() -> new BoardGeometry(Orientation.STANDARD, List.of(0, 1, 2)))
                .hasMessageContaining("needs 64 squares").hasMessageContaining("got 3");
    }

    @Test
    void parseWiring_badName_namesTheToken() {
        assertThatThrownBy(() -> BoardGeometry.parseWiring("a1 b1 z9"))
                .hasMessageContaining("'z9'");
    }
}
