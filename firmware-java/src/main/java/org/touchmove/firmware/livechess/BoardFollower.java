package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.SetupPolicy;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.runtime.BoardObserver;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.Subscription;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * A board's own process serving its board: the board's committed events (moves after completion, positions, clock
 * readings) folded into its state view, as any consumer of the board does; raw readings are not looked at for what a
 * client is shown. A client's set-up is held as the {@link SetupPolicy} says (a player at home: a new game from it
 * once the pieces stand so, {@link SetupGame}).
 */
public final class BoardFollower implements LiveBoards, AutoCloseable {

    private final Clock wall;
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final Subscription subscription;
    /** Null: set-ups are only reported. */
    private final SetupGame setups;
    private volatile LiveBoard board;

    /** A board whose game a client's set-up never changes ({@link SetupPolicy#REPORT}). */
    public BoardFollower(BoardRuntime runtime, Clock wall) {
        this(runtime, wall, SetupPolicy.REPORT, () -> 0L);
    }

    /** @param nanos the board's time source: a new game from a set-up is given at its time */
    public BoardFollower(BoardRuntime runtime, Clock wall, SetupPolicy policy, LongSupplier nanos) {
        this.wall = wall;
        this.setups = policy == SetupPolicy.NEW_GAME ? new SetupGame(runtime, nanos) : null;
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
    public Setup setup(String serialnr, Position position) {
        return setups == null || !serialnr.equals(board.serialnr()) ? Setup.NONE : setups.arm(position);
    }

    @Override
    public void close() {
        subscription.close();
        if (setups != null) {
            setups.close();
        }
    }
}
