package org.touchmove.firmware.livechess;

import java.time.Instant;
import java.util.Objects;
import org.touchmove.firmware.view.BoardView;

/**
 * One board as the API shows it: its serial number (the board id), its connection and its tracked game.
 *
 * @param view    the board's state view, folded from its committed events (docs/state-view.md)
 * @param clockAt the wall-clock instant of the clock reading in {@code view}; null before any
 */
public record LiveBoard(String serialnr, EBoardState state, BoardView view, Instant clockAt) {

    public LiveBoard {
        Objects.requireNonNull(serialnr, "serialnr");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(view, "view");
    }
}
