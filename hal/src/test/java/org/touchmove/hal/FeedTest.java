package org.touchmove.hal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/** Fan-out to many listeners, and the replay of the last reading that makes any start order safe. */
class FeedTest {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(Feed.class);

    private static OccupancySnapshot reading(long nanos, Occupancy occupancy) {
        return OccupancySnapshot.of(occupancy, nanos);
    }

    @Test
    void readings_lateListenerGetsTheLastReadingAtOnce_thenNewerOnesInOrder() {
        Feed<OccupancySnapshot> feed = Feed.ofReadings("test");
        feed.publish(reading(1, Occupancy.EMPTY));
        feed.publish(reading(2, Occupancy.START));
        List<OccupancySnapshot> late = new ArrayList<>();
        feed.addListener(late::add);
        assertThat(late).containsExactly(reading(2, Occupancy.START));
        feed.publish(reading(3, Occupancy.EMPTY));
        assertThat(late).extracting(OccupancySnapshot::monoNanos).containsExactly(2L, 3L);
    }

    @Test
    void readings_listenerBeforeAnyReading_getsNothingUntilTheFirst() {
        Feed<OccupancySnapshot> feed = Feed.ofReadings("test");
        List<OccupancySnapshot> got = new ArrayList<>();
        feed.addListener(got::add);
        assertThat(got).isEmpty();
        feed.publish(reading(5, Occupancy.START));
        assertThat(got).containsExactly(reading(5, Occupancy.START));
    }

    @Test
    void events_areNotReplayedToALateListener() {
        Feed<ButtonPress> feed = Feed.ofEvents("test");
        feed.publish(new ButtonPress(ClockButton.WHITE, 1));
        List<ButtonPress> late = new ArrayList<>();
        feed.addListener(late::add);
        assertThat(late).isEmpty();
        feed.publish(new ButtonPress(ClockButton.BLACK, 2));
        assertThat(late).containsExactly(new ButtonPress(ClockButton.BLACK, 2));
    }

    @Test
    void everyListenerGetsEveryValue_andAFailingOneDoesNotStopTheOthers() {
        Feed<OccupancySnapshot> feed = Feed.ofReadings("test");
        List<OccupancySnapshot> first = new ArrayList<>();
        List<OccupancySnapshot> third = new ArrayList<>();
        feed.addListener(first::add);
        feed.addListener(s -> {
            throw new IllegalStateException("broken observer");
        });
        feed.addListener(third::add);
        feed.publish(reading(7, Occupancy.START));
        assertThat(first).containsExactly(reading(7, Occupancy.START));
        assertThat(third).containsExactly(reading(7, Occupancy.START));
        assertThat(feed.listenerCount()).isEqualTo(3);
        assertThat(log.warnings()).singleElement().asString().startsWith("ERROR test: a listener failed on ")
                .endsWith(" | java.lang.IllegalStateException: broken observer");
    }

    @Test
    void closed_deliversNothingMore() {
        Feed<OccupancySnapshot> feed = Feed.ofReadings("test");
        List<OccupancySnapshot> got = new ArrayList<>();
        feed.addListener(got::add);
        feed.close();
        feed.publish(reading(1, Occupancy.START));
        feed.addListener(got::add);
        assertThat(got).isEmpty();
    }
}
