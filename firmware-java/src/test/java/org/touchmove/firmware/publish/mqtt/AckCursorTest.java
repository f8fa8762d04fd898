package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AckCursorTest {

    @TempDir
    Path dir;

    @Test
    void startsAtZeroMovesOnlyForwardAndSurvivesAReopen() throws Exception {
        try (AckCursor c = AckCursor.open(dir)) {
            assertThat(c.value()).isZero();
            c.advance(7);
            c.advance(5); // an older acknowledgement never moves it back
            c.advance(9);
            c.flush();
            assertThat(Files.readString(dir.resolve("mqtt-acked-seq"))).isEqualTo("9\n");
        }
        try (AckCursor c = AckCursor.open(dir)) {
            assertThat(c.value()).isEqualTo(9);
        }
        assertThat(dir.resolve("mqtt-acked-seq.tmp")).doesNotExist();
    }

    @Test
    void onItsOwnWriterACursorIsWrittenAtMostOncePerIntervalYetFlushedAtOnce() throws Exception {
        try (AckCursor c = AckCursor.open(dir)) {
            long start = System.nanoTime();
            for (int seq = 1; seq <= 20; seq++) {
                c.advance(seq); // a PUBACK every 10 ms: without the interval, nearly every one is two fsyncs
                Thread.sleep(10);
            }
            c.flush();
            double seconds = (System.nanoTime() - start) / 1e9;
            assertThat(Files.readString(dir.resolve("mqtt-acked-seq"))).isEqualTo("20\n");
            // The first at once, one per interval after it, and the flush's.
            assertThat(c.writes()).isLessThanOrEqualTo(2 + (int) (seconds * 1e9 / AckCursor.OWN_WRITE_INTERVAL_NANOS));
        }
    }

    @Test
    void onASharedWriterAFlushWritesTheNewestValueAtOnce() throws Exception {
        ScheduledThreadPoolExecutor writer = new ScheduledThreadPoolExecutor(1);
        try {
            try (AckCursor c = AckCursor.open(dir, writer)) {
                c.advance(3); // written now: nothing was written within the interval
                c.advance(8); // within the interval: waits for it, or for a flush
                c.flush();
                assertThat(Files.readString(dir.resolve("mqtt-acked-seq"))).isEqualTo("8\n");
                c.advance(11);
            } // close flushes
            assertThat(Files.readString(dir.resolve("mqtt-acked-seq"))).isEqualTo("11\n");
            assertThat(writer.isShutdown()).isFalse(); // the writer is the link's, not the cursor's
        } finally {
            writer.shutdownNow();
        }
    }

    @Test
    void aCorruptFileStopsWithTheWayOut() throws Exception {
        Files.writeString(dir.resolve("mqtt-acked-seq"), "12x\n");
        assertThatThrownBy(() -> AckCursor.open(dir)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is corrupt ('12x')").hasMessageContaining("delete it");
    }
}
