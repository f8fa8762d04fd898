package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;

/** The outbox alone: the in-flight window, the acknowledged cursor and what is sent again, over a journal in memory. */
class OutboxTest {

    @TempDir
    Path state;

    private final InMemoryEventLog journal = new InMemoryEventLog("b-1");
    private final List<Long> sent = new ArrayList<>();

    private Outbox outbox(int window) {
        return new Outbox("b-1", journal, AckCursor.open(state), window);
    }

    private void append(int n) {
        for (int i = 0; i < n; i++) {
            journal.append();
        }
    }

    @Test
    void sendsInSeqOrderNoMoreThanTheWindowUntilAcknowledged() throws Exception {
        append(10);
        try (Outbox outbox = outbox(4)) {
            outbox.restart();
            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L, 3L, 4L);
            assertThat(outbox.unacknowledged()).isEqualTo(4);

            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).as("the window is full").hasSize(4);

            outbox.acknowledged(1);
            outbox.acknowledged(2);
            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L, 3L, 4L, 5L, 6L);
            assertThat(outbox.lastSent()).isEqualTo(6);
        }
    }

    @Test
    void theCommittingThreadSendsTheMovesEventAloneAndAPubackSendsTheRest() throws Exception {
        try (Outbox outbox = outbox(8)) {
            outbox.restart();
            journal.append("move"); // a move's commit: the move's event, then the clock's
            journal.append("clock");
            outbox.sendLead((seq, json) -> sent.add(seq));
            assertThat(sent).as("the move's event alone reaches the broker").containsExactly(1L);

            outbox.acknowledged(1); // its PUBACK: the pump sends the rest
            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L);
            outbox.acknowledged(2);

            journal.append("clock"); // a routine tick appended earlier rides on the next move's commit, ahead of it
            journal.append("move");
            journal.append("clock");
            outbox.sendLead((seq, json) -> sent.add(seq));
            assertThat(sent).as("the tick first, in seq order, then the move").containsExactly(1L, 2L, 3L, 4L);

            journal.append("clock"); // a press alone: clock readings only, all sent
            outbox.acknowledged(3);
            outbox.acknowledged(4);
            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L, 3L, 4L, 5L, 6L);
            outbox.acknowledged(5);
            outbox.acknowledged(6);
            journal.append("clock");
            journal.append("clock");
            outbox.sendLead((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
        }
    }

    @Test
    void theClockTypeItRidesBehindIsTheClockEventsType() {
        assertThat(new ClockEvent(1, 1, null, ClockCause.TICK).type()).isEqualTo(Outbox.CLOCK_TYPE);
    }

    @Test
    void theLeadEventWaitsWhenTheWindowIsFull() throws Exception {
        append(2);
        journal.append("move");
        try (Outbox outbox = outbox(2)) {
            outbox.restart();
            outbox.send((seq, json) -> sent.add(seq));
            outbox.sendLead((seq, json) -> sent.add(seq));
            assertThat(sent).as("2 in flight, the window's all").containsExactly(1L, 2L);
            outbox.acknowledged(1);
            outbox.sendLead((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(1L, 2L, 3L);
        }
    }

    @Test
    void theCursorMovesOnlyPastEventsAcknowledgedWithAllBeforeThem() throws Exception {
        append(3);
        try (Outbox outbox = outbox(8)) {
            outbox.restart();
            outbox.send((seq, json) -> sent.add(seq));
            outbox.acknowledged(2);
            outbox.acknowledged(3);
            assertThat(outbox.acknowledgedSeq()).as("1 is not acknowledged yet").isZero();
            assertThat(outbox.caughtUp()).isFalse();

            outbox.acknowledged(1);
            assertThat(outbox.acknowledgedSeq()).isEqualTo(3);
            assertThat(outbox.windowEmpty()).isTrue();
            assertThat(outbox.caughtUp()).isTrue();
        }
        assertThat(AckCursor.read(state.resolve(AckCursor.FILE_NAME))).as("written on close").isEqualTo(3);
    }

    @Test
    void afterADisconnectWhatWasNotAcknowledgedIsSentAgainFromTheCursor() throws Exception {
        append(5);
        try (Outbox outbox = outbox(8)) {
            outbox.restart();
            outbox.send((seq, json) -> sent.add(seq));
            outbox.acknowledged(1);
            outbox.acknowledged(2);
            outbox.dropWindow(); // the connection is lost: the PUBACKs of 3..5 never come
            sent.clear();

            outbox.restart();
            outbox.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(3L, 4L, 5L);
        }
    }

    @Test
    void aStartResumesAfterTheCursorItLeftOnDisk() throws Exception {
        append(4);
        try (Outbox first = outbox(8)) {
            first.restart();
            first.send((seq, json) -> { });
            first.acknowledged(1);
            first.acknowledged(2);
        }
        try (Outbox second = outbox(8)) {
            assertThat(second.acknowledgedSeq()).isEqualTo(2);
            second.restart();
            second.send((seq, json) -> sent.add(seq));
            assertThat(sent).containsExactly(3L, 4L);
        }
    }

    @Test
    void aRepublishSendsTheRangeAskedAndLeavesTheCursor() throws Exception {
        append(6);
        List<String> payloads = new ArrayList<>();
        try (Outbox outbox = outbox(8)) {
            outbox.restart();
            outbox.send((seq, json) -> { });
            for (long seq = 1; seq <= 6; seq++) {
                outbox.acknowledged(seq);
            }
            outbox.resend(2, 4, (seq, json) -> {
                sent.add(seq);
                payloads.add(new String(json, java.nio.charset.StandardCharsets.UTF_8));
            });
            assertThat(sent).containsExactly(2L, 3L, 4L);
            assertThat(payloads.get(0)).isEqualTo(journal.get(2).json());
            assertThat(outbox.acknowledgedSeq()).isEqualTo(6);
        }
    }
}
