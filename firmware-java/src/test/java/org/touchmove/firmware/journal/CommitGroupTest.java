package org.touchmove.firmware.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

class CommitGroupTest {

    @Test
    void records_areEachEventsOwnRecordInOrder_theLastMarked_acrossGrowthAndGroups() {
        CommitGroup group = new CommitGroup("b");
        long seq = 1;
        // A group that fits the kept buffer, one that outgrows it (and the kept size), and a small one after it.
        for (int[] sizes : new int[][] {{3, 40}, {40, 400}, {2, 10}}) {
            List<StoredEvent> events = new ArrayList<>();
            for (int i = 0; i < sizes[0]; i++) {
                String json = "{\"seq\":" + seq + ",\"detail\":\"" + "x".repeat(sizes[1] * (i + 1))
                        + (i % 2 == 1 ? " Ünal 😀 \ud83d" : "") + "\"}";
                events.add(new StoredEvent(seq++, i % 2 == 0 ? "clock" : "move", json));
            }
            for (StoredEvent e : events) {
                group.add(e, CommitUrgency.NOW, 0);
            }
            assertThat(bytes(group.records())).isEqualTo(expected(events));
            assertThat(bytes(group.records())).as("records() again: the same view").isEqualTo(expected(events));
            group.clear();
            assertThat(group.isEmpty()).isTrue();
        }
    }

    @Test
    void add_refusesAnEventThatCannotBeARecord_andKeepsTheGroup() {
        CommitGroup group = new CommitGroup("b");
        StoredEvent ok = new StoredEvent(1, "clock", "{\"a\":1}");
        group.add(ok, CommitUrgency.WITHIN_INTERVAL, 0);
        assertThatThrownBy(() -> group.add(new StoredEvent(2, "zügig", "{}"), CommitUrgency.NOW, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ASCII");
        assertThat(group.size()).isEqualTo(1);
        assertThat(bytes(group.records())).isEqualTo(expected(List.of(ok)));
    }

    /**
     * What the group wrote before its shared buffer (docs/journal.md, "Record format"): each record on its own, the
     * JSON through getBytes, joined, the last one flagged with its payload CRC written again.
     */
    private static byte[] expected(List<StoredEvent> events) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < events.size(); i++) {
            StoredEvent e = events.get(i);
            byte[] type = e.type().getBytes(StandardCharsets.US_ASCII);
            byte[] json = e.json().getBytes(StandardCharsets.UTF_8);
            int payload = 8 + 1 + 1 + type.length + json.length;
            ByteBuffer record = ByteBuffer.allocate(12 + payload);
            record.putInt(payload).putInt(crc(record.array(), 0, 4)).putInt(0).putLong(e.seq())
                    .put((byte) (i == events.size() - 1 ? 1 : 0)).put((byte) type.length).put(type).put(json);
            record.putInt(8, crc(record.array(), 12, payload));
            out.writeBytes(record.array());
        }
        return out.toByteArray();
    }

    private static int crc(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return (int) crc.getValue();
    }

    private static byte[] bytes(ByteBuffer buf) {
        byte[] out = new byte[buf.remaining()];
        buf.get(out);
        return out;
    }
}
