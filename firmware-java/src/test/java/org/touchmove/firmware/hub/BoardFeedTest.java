package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.firmware.view.GamePgn;

/** The consumer algorithm of docs/mqtt.md and docs/hub.md on real scenario events, without a broker. */
class BoardFeedTest {

    private static final Instant T = Instant.parse("2026-11-30T22:00:00Z");
    private static final String BOARD = ScenarioEvents.BOARD_ID;

    @Test
    void duplicatesAreDroppedAndTheViewIsTheFold() {
        List<Event> events = ScenarioEvents.play("takeback");
        BoardFeed feed = new BoardFeed(BOARD);
        for (Event e : events) {
            assertThat(feed.event(e, T)).isInstanceOf(Arrival.Applied.class);
            assertThat(feed.event(e, T)).as("second delivery of seq " + e.seq()).isInstanceOf(Arrival.Duplicate.class);
        }
        assertThat(feed.view()).isEqualTo(BoardViews.of(BOARD, events));
    }

    @Test
    void aGapAsksOnceForTheMissingSeqAndHeldEventsFollowInOrder() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        assertThat(events.size()).isGreaterThan(6);
        BoardFeed feed = new BoardFeed(BOARD);
        feed.event(events.get(0), T);
        feed.event(events.get(1), T);
        // seq 3 lost: 4 and 5 arrive first.
        assertThat(feed.event(events.get(3), T)).isEqualTo(new Arrival.Gap(3));
        assertThat(feed.event(events.get(4), T)).isInstanceOf(Arrival.Duplicate.class);
        assertThat(feed.view().lastSeq()).isEqualTo(2);
        // The board republishes from 3: 3 is applied and the held 4 and 5 with it; their copies are duplicates.
        assertThat(feed.event(events.get(2), T)).isInstanceOf(Arrival.Applied.class);
        assertThat(feed.view().lastSeq()).isEqualTo(5);
        assertThat(feed.event(events.get(3), T)).isInstanceOf(Arrival.Duplicate.class);
        for (Event e : events.subList(5, events.size())) {
            feed.event(e, T);
        }
        assertThat(feed.view()).isEqualTo(BoardViews.of(BOARD, events));
        assertThat(feed.heldCount()).isZero();
    }

    @Test
    void shuffledRedeliveryConvergesOnTheFold() {
        List<Event> events = ScenarioEvents.play("fivefold-repetition");
        List<Event> stream = new ArrayList<>(events);
        stream.addAll(events.subList(events.size() / 2, events.size()));
        Collections.shuffle(stream, new Random(7));
        BoardFeed feed = new BoardFeed(BOARD);
        for (Event e : stream) {
            feed.event(e, T);
        }
        // whatever was held waits for its predecessor; a full republish from the journal repairs the rest
        for (Event e : events) {
            feed.event(e, T);
        }
        assertThat(feed.view()).isEqualTo(BoardViews.of(BOARD, events));
    }

    @Test
    void theFourSnapshotsRebuildTheViewAndLaterEventsFoldOntoIt() {
        List<Event> events = ScenarioEvents.play("illegal-move-standard");
        int cut = events.size() / 2;
        BoardView at = BoardViews.of(BOARD, events.subList(0, cut));
        BoardFeed feed = new BoardFeed(BOARD);
        assertThat(feed.snapshot("game", wrap("game", at, BoardViewJson.game(at)), T)).isFalse();
        assertThat(feed.snapshot("position", wrap("position", at, BoardViewJson.position(at)), T)).isFalse();
        assertThat(feed.snapshot("clock", wrap("clock", at, BoardViewJson.clock(at)), T)).isFalse();
        assertThat(feed.snapshot("pgn", "{\"v\":1,\"type\":\"pgn\",\"boardId\":\"" + BOARD + "\",\"seq\":"
                + at.lastSeq() + ",\"pgn\":" + quote(GamePgn.render(at)) + "}", T)).isTrue();
        assertThat(feed.view().lastSeq()).isEqualTo(at.lastSeq());
        assertThat(feed.view().fen()).isEqualTo(at.fen());
        assertThat(feed.view().moves().stream().map(m -> m.uci()).toList())
                .isEqualTo(at.moves().stream().map(m -> m.uci()).toList());
        // events up to the snapshot's seq are duplicates; the rest fold onto it
        for (Event e : events) {
            feed.event(e, T);
        }
        BoardView full = BoardViews.of(BOARD, events);
        assertThat(GamePgn.render(feed.view())).isEqualTo(GamePgn.render(full));
        assertThat(feed.view().irregularity()).isEqualTo(full.irregularity());
        assertThat(feed.view().phase()).isEqualTo(full.phase());
        assertThat(feed.view().whiteMs()).isEqualTo(full.whiteMs());
    }

    @Test
    void theDelayedViewIsTheGameAsReceivedBeforeTheCutoff() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        BoardFeed feed = new BoardFeed(BOARD, java.time.Duration.ofHours(1), HubLimits.DEFAULTS, new RoomUsage());
        for (int i = 0; i < events.size(); i++) {
            feed.event(events.get(i), T.plusSeconds(i));
        }
        int k = events.size() / 2;
        assertThat(feed.delayedView(T.plusSeconds(k))).isEqualTo(BoardViews.of(BOARD, events.subList(0, k + 1)));
        assertThat(feed.delayedView(T.plusSeconds(10_000))).isEqualTo(feed.view());
    }

    private static String wrap(String type, BoardView v, String inner) {
        return "{\"v\":1,\"type\":\"" + type + "\",\"boardId\":\"" + v.boardId() + "\",\"seq\":" + v.lastSeq()
                + ",\"" + type + "\":" + inner + "}";
    }

    private static String quote(String s) {
        return new com.fasterxml.jackson.databind.node.TextNode(s).toString();
    }
}
