package org.touchmove.firmware.hub;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.touchmove.firmware.livechess.EBoardState;
import org.touchmove.firmware.livechess.LiveBoard;
import org.touchmove.firmware.livechess.LiveBoards;

/**
 * Every board of the room on the LiveChess e-board API, one {@code serialnr} (its board id) each, as the public sees
 * it: the view delayed by {@code hub.delayMinutes}, never a live one while a delay is set (a LiveChess client has no
 * credentials to tie it to the arbiter's login, and an undelayed feed would defeat the broadcast delay). A board that
 * is offline or lost is {@code NOTRESPONDING}. A client's set-up is only reported: the hub never changes a game.
 *
 * <p>Without a delay each room message refreshes its board; with one, {@link #refresh()} (every second, from
 * {@link HubLiveChess}) recomputes every board as the delayed view moves on, and a status change shows within it.
 */
final class HubLiveBoards implements LiveBoards {

    private final Room room;
    private final Duration delay;
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private volatile List<LiveBoard> boards = List.of();

    HubLiveBoards(Room room, Duration delay) {
        this.room = room;
        this.delay = delay;
        refresh();
        if (delay.isZero()) {
            room.addListener(this::refresh);
        }
    }

    /** Recomputes every board; each board whose shown state changed is announced. */
    void refresh() {
        List<String> changed = new ArrayList<>();
        synchronized (this) {
            List<LiveBoard> now = new ArrayList<>();
            for (Room.BoardSnapshot s : room.publicBoards(delay)) {
                LiveBoard b = live(s);
                now.add(b);
                if (!b.equals(board(b.serialnr()).orElse(null))) {
                    changed.add(b.serialnr());
                }
            }
            boards = List.copyOf(now);
        }
        announce(changed);
    }

    /** Without a delay: the board the room just heard about (a board new to the room: every board, for its order). */
    private void refresh(String boardId) {
        Room.BoardSnapshot s = room.board(boardId);
        if (s == null) {
            return;
        }
        LiveBoard b = live(s);
        int at = -1;
        synchronized (this) {
            List<LiveBoard> now = new ArrayList<>(boards);
            for (int i = 0; i < now.size() && at < 0; i++) {
                at = now.get(i).serialnr().equals(boardId) ? i : -1;
            }
            if (at >= 0) {
                if (b.equals(now.get(at))) {
                    return;
                }
                now.set(at, b);
                boards = List.copyOf(now);
            }
        }
        if (at < 0) {
            refresh();
        } else {
            announce(List.of(boardId));
        }
    }

    private void announce(List<String> changed) {
        changed.forEach(id -> listeners.forEach(l -> l.accept(id)));
    }

    private static LiveBoard live(Room.BoardSnapshot s) {
        return new LiveBoard(s.view().boardId(), state(s), s.view(), s.clockReceivedAt());
    }

    private static EBoardState state(Room.BoardSnapshot s) {
        if (!s.status().online()) {
            return EBoardState.NOTRESPONDING; // offline, lost, or never heard from since the hub started
        }
        return s.view().hasGame() ? EBoardState.ACTIVE : EBoardState.INACTIVE;
    }

    @Override
    public List<LiveBoard> boards() {
        return boards;
    }

    @Override
    public void onChange(Consumer<String> changed) {
        listeners.add(changed);
    }
}
