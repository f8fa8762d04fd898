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

    @Test
    void theTotalLimitHoldsOverBoardsAndAReleasedDelayBringsThemBack() {
        java.time.Duration delay = java.time.Duration.ofMinutes(15);
        HubLimits limits = new HubLimits(java.util.Set.of(), 10, 1_000, 1 << 20, 120, 1L << 30);
        RoomUsage usage = new RoomUsage();
        List<Event> events = ScenarioEvents.play("pause-resume");
        List<BoardFeed> feeds = new ArrayList<>();
        for (int b = 0; b < 3; b++) {
            BoardFeed feed = new BoardFeed(BOARD, delay, limits, usage);
            feeds.add(feed);
            Event last = events.get(events.size() - 1);
            for (Event e : events) {
                feed.event(e, 100, T);
            }
            for (int i = 1; i <= 60; i++) {
                feed.event(new Event(BOARD, last.gameId(), last.seq() + i, last.ts(), last.monoMs() + i,
                        new org.touchmove.firmware.event.ClockEvent(1_000 + i, 1_000, null,
                                org.touchmove.firmware.event.ClockCause.ADJUST)), 100, T);
            }
            assertThat(feed.view().lastSeq()).as("every event folded into the live view").isEqualTo(last.seq() + 60);
        }
        assertThat(usage.events()).as("kept over all boards").isLessThanOrEqualTo(120 + 3);
        assertThat(usage.totalCapHits()).isPositive();
        assertThat(feeds.get(2).cap().key()).isEqualTo("hub.limits.totalEvents = 120");
        // Nothing early: a moment before the delay has passed (cut-off = now - delay) the public sees no game; then
        // the live view.
        assertThat(feeds.get(2).delayedView(T.minusMillis(1)).hasGame()).isFalse();
        for (BoardFeed f : feeds) {
            assertThat(f.delayedView(T)).isEqualTo(f.view());
        }
        assertThat(usage.events()).as("released with the delay").isZero();
    }

    @Test
    void aSnapshotSetAfterAResetIsShownOnlyAfterTheDelay() {
        java.time.Duration delay = java.time.Duration.ofMinutes(15);
        List<Event> first = ScenarioEvents.play("pause-resume");
        BoardFeed feed = new BoardFeed(BOARD, delay, HubLimits.DEFAULTS, new RoomUsage());
        for (Event e : first) {
            feed.event(e, 100, T);
        }
        // The board restarted with an empty state: its new game's snapshots at a seq far behind, another game id.
        List<Event> second = ScenarioEvents.play("takeback").stream().map(e -> new Event(e.boardId(),
                e.gameId() == null ? null : "g-new", e.seq(), e.ts(), e.monoMs(), e.body())).toList();
        BoardView at = BoardViews.of(BOARD, second);
        java.time.Instant later = T.plusSeconds(60);
        feed.snapshot("game", wrap("game", at, BoardViewJson.game(at)), later);
        feed.snapshot("position", wrap("position", at, BoardViewJson.position(at)), later);
        feed.snapshot("clock", wrap("clock", at, BoardViewJson.clock(at)), later);
        boolean changed = feed.snapshot("pgn", "{\"v\":1,\"type\":\"pgn\",\"boardId\":\"" + BOARD + "\",\"seq\":"
                + at.lastSeq() + ",\"pgn\":" + quote(GamePgn.render(at)) + "}", later);
        assertThat(at.lastSeq()).as("the new stream is behind the old one").isLessThan(first.size());
        {
            assertThat(changed).as("a reset").isTrue();
            assertThat(feed.lastReset()).isNotNull();
            assertThat(feed.view().gameId()).isEqualTo("g-new");
            assertThat(feed.delayedView(later.minus(delay)).hasGame()).as("the new game not before the delay")
                    .isFalse();
            assertThat(feed.delayedView(later).gameId()).isEqualTo("g-new");
        }
    }

    @Test
    void aSnapshotSetOverEventsNeverReceivedSaysHowManyWereMissing() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        assertThat(events.size()).isGreaterThan(7);
        BoardFeed feed = new BoardFeed(BOARD);
        feed.event(events.get(0), T);
        feed.event(events.get(1), T);
        // seqs 3, 4 and 6 lost; 5 and 7 held behind the gap.
        assertThat(feed.event(events.get(4), T)).isEqualTo(new Arrival.Gap(3));
        feed.event(events.get(6), T);
        BoardView at = BoardViews.of(BOARD, events.subList(0, 7));
        snapshots(feed, at);
        assertThat(feed.view().lastSeq()).isEqualTo(7);
        assertThat(feed.takeRebuilt()).isEqualTo(new BoardFeed.Rebuilt(2, 7, 3));
        assertThat(feed.takeRebuilt()).as("taken once").isNull();
        assertThat(feed.heldCount()).isZero();
        assertThat(feed.snapshotsSeen()).isEqualTo(4);
        // The same set again (a second read) and a set at the view's seq rebuild nothing.
        snapshots(feed, at);
        assertThat(feed.takeRebuilt()).isNull();
        for (Event e : events) {
            feed.event(e, T);
        }
        assertThat(GamePgn.render(feed.view())).isEqualTo(GamePgn.render(BoardViews.of(BOARD, events)));
    }

    @Test
    void aFirstSnapshotSetOfAHubJustStartedIsNoRebuild() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        BoardFeed feed = new BoardFeed(BOARD);
        snapshots(feed, BoardViews.of(BOARD, events.subList(0, 5)));
        assertThat(feed.view().lastSeq()).isEqualTo(5);
        assertThat(feed.takeRebuilt()).isNull();
    }

    private static void snapshots(BoardFeed feed, BoardView at) {
        feed.snapshot("game", wrap("game", at, BoardViewJson.game(at)), T);
        feed.snapshot("position", wrap("position", at, BoardViewJson.position(at)), T);
        feed.snapshot("clock", wrap("clock", at, BoardViewJson.clock(at)), T);
        feed.snapshot("pgn", "{\"v\":1,\"type\":\"pgn\",\"boardId\":\"" + BOARD + "\",\"seq\":" + at.lastSeq()
                + ",\"pgn\":" + quote(at.hasGame() ? GamePgn.render(at) : "") + "}", T);
    }

    private static String wrap(String type, BoardView v, String inner) {
        return "{\"v\":1,\"type\":\"" + type + "\",\"boardId\":\"" + v.boardId() + "\",\"seq\":" + v.lastSeq()
                + ",\"" + type + "\":" + inner + "}";
    }

    private static String quote(String s) {
        return new com.fasterxml.jackson.databind.node.TextNode(s).toString();
    }
}
