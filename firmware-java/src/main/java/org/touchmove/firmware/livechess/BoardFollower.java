package org.touchmove.firmware.livechess;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.runtime.BoardObserver;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.Subscription;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * A board's own process serving its board: the board's committed events (moves after completion, positions, clock
 * readings) folded into its state view, as any consumer of the board does; raw readings are not looked at.
 */
public final class BoardFollower implements LiveBoards, AutoCloseable {

    private final Clock wall;
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final Subscription subscription;
    private volatile LiveBoard board;

    public BoardFollower(BoardRuntime runtime, Clock wall) {
        this.wall = wall;
        String id = runtime.boardId();
        synchronized (this) {
            board = new LiveBoard(id, EBoardState.INACTIVE, BoardViews.empty(id), null);
        }
        subscription = runtime.subscribe(new BoardObserver() {
            @Override
            public void onEvent(Event event) {
                follow(event);
            }

            @Override
            public void onOverflow(long lastDeliveredSeq) {
                // the committed view has every event the buffer dropped
                replace(runtime.view());
            }
        }, BoardRuntime.DEFAULT_OBSERVER_CAPACITY, false);
        replace(runtime.view());
    }

    private void follow(Event e) {
        synchronized (this) {
            BoardView before = board.view();
            if (e.seq() <= before.lastSeq()) {
                return; // already in the view read at the start
            }
            BoardView after = BoardViews.apply(before, e);
            board = live(after, clockChanged(before, after) ? wall.instant() : board.clockAt());
        }
        listeners.forEach(l -> l.accept(board.serialnr()));
    }

    private void replace(BoardView view) {
        synchronized (this) {
            if (view.lastSeq() < board.view().lastSeq()) {
                return;
            }
            board = live(view, view.whiteMs() == null ? null : wall.instant());
        }
        listeners.forEach(l -> l.accept(board.serialnr()));
    }

    private static boolean clockChanged(BoardView a, BoardView b) {
        return !java.util.Objects.equals(a.whiteMs(), b.whiteMs()) || !java.util.Objects.equals(a.blackMs(), b.blackMs())
                || a.running() != b.running();
    }

    private LiveBoard live(BoardView view, Instant clockAt) {
        return new LiveBoard(view.boardId(), view.hasGame() ? EBoardState.ACTIVE : EBoardState.INACTIVE, view, clockAt);
    }

    @Override
    public List<LiveBoard> boards() {
        return List.of(board);
    }

    @Override
    public void onChange(Consumer<String> changed) {
        listeners.add(changed);
    }

    @Override
    public void close() {
        subscription.close();
    }
}
