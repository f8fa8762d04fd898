package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.event.CompletedBy;

/** The tournament checker's ledger: each fault it must find, and nothing on a clean stream. */
class EventLedgerTest {

    private static final String[] UCI = {"e2e4", "e7e5", "g1f3", "b8c6"};

    /** Board b's events 1..8: a move at every odd seq (plies 1..4), a clock reading at every even one. */
    private static Event event(String board, long seq) {
        if (seq % 2 == 1) {
            int ply = (int) (seq + 1) / 2;
            return new Event(board, board + "-g1", seq, Instant.EPOCH, seq, new MoveEvent(ply, "x", UCI[ply - 1],
                    "8/8/8/8/8/8/8/8 w - - 0 1", null, null, ply % 2 == 1 ? Color.WHITE : Color.BLACK, (ply + 1) / 2,
                    CompletedBy.CLOCK_PRESS));
        }
        return new Event(board, board + "-g1", seq, Instant.EPOCH, seq, new ClockEvent(60_000L, 60_000L, Color.WHITE, ClockCause.PRESS));
    }

    @Test
    void aCleanStreamIsRebuiltWithNothingLostRepeatedOrOutOfOrder() {
        EventLedger ledger = new EventLedger();
        for (long seq = 1; seq <= 8; seq++) {
            assertThat(ledger.accept(event("a", seq))).isTrue();
            assertThat(ledger.accept(event("b", seq))).isTrue();
        }
        assertThat(ledger.lost("a", 8)).isZero();
        assertThat(ledger.lost("b", 8)).isZero();
        assertThat(ledger.duplicated()).isZero();
        assertThat(ledger.outOfOrder()).isZero();
        assertThat(ledger.moves("a-g1")).containsExactly(UCI);
        assertThat(ledger.conflicts()).isEmpty();
    }

    @Test
    void aDroppedMoveIsLostAndItsGameIsNotRebuiltPastIt() {
        EventLedger ledger = new EventLedger();
        for (long seq = 1; seq <= 8; seq++) {
            if (seq != 3) {
                ledger.accept(event("a", seq));
            }
        }
        assertThat(ledger.lost("a", 8)).isEqualTo(1);
        assertThat(ledger.moves("a-g1")).containsExactly("e2e4");
    }

    @Test
    void theLastEventsNeverReceivedAreLostToo() {
        EventLedger ledger = new EventLedger();
        for (long seq = 1; seq <= 6; seq++) {
            ledger.accept(event("a", seq));
        }
        assertThat(ledger.lost("a", 8)).isEqualTo(2);
        assertThat(ledger.lost("never-heard", 8)).isEqualTo(8);
    }

    @Test
    void aSecondCopyIsCountedAsDuplicateAndDroppedAndALateOneAsOutOfOrder() {
        EventLedger ledger = new EventLedger();
        ledger.accept(event("a", 1));
        ledger.accept(event("a", 3));
        assertThat(ledger.accept(event("a", 3))).isFalse();
        assertThat(ledger.accept(event("a", 2))).isTrue();
        assertThat(ledger.duplicated()).isEqualTo(1);
        assertThat(ledger.outOfOrder()).isEqualTo(1);
        assertThat(ledger.lost("a", 3)).isZero();
        assertThat(ledger.moves("a-g1")).containsExactly("e2e4", "e7e5");
    }

    @Test
    void twoMovesForOnePlyAreAConflict() {
        EventLedger ledger = new EventLedger();
        ledger.accept(event("a", 1));
        Event other = event("a", 3);
        MoveEvent m = (MoveEvent) other.body();
        ledger.accept(new Event("a", "a-g1", 5, Instant.EPOCH, 5, new MoveEvent(1, m.san(), "d2d4", m.fen(), null,
                null, Color.WHITE, 1, CompletedBy.CLOCK_PRESS)));
        assertThat(ledger.conflicts()).singleElement().asString().contains("ply 1", "e2e4", "d2d4");
    }
}
