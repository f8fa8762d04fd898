package org.touchmove.firmware.publish.mqtt;

import java.util.Optional;

/** Snapshots that follow an {@link InMemoryEventLog}: every field names the seq it reflects. */
final class FakeSnapshots implements StateSnapshots {

    private final InMemoryEventLog journal;

    FakeSnapshots(InMemoryEventLog journal) {
        this.journal = journal;
    }

    @Override
    public Optional<Snapshot> current() {
        long seq = journal.lastDurableSeq();
        return Optional.of(new Snapshot(seq, "{\"phase\":\"playing\",\"atSeq\":" + seq + "}",
                "{\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"atSeq\":" + seq + "}",
                "{\"whiteMs\":300000,\"blackMs\":300000,\"atSeq\":" + seq + "}",
                "[Event \"Test\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:05:00]} *\n"));
    }
}
