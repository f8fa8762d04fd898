package org.touchmove.firmware.dgt;

import java.util.Objects;

import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;

/**
 * Drives a {@link TrackedBoardSource} from the controller's published events (docs/events.md):
 * new-game, move and position events carry the FEN, clock and move events the times, flag and
 * result events the end. The occupancy is the position's own unless the sensors' occupancy is fed to
 * the source directly as well.
 */
public final class ControllerEventFeed implements EventSink {

    private final TrackedBoardSource source;
    private final boolean followSensors;
    private boolean whiteFlag;
    private boolean blackFlag;
    private Color running;

    /**
     * @param followSensors true when the caller feeds the sensors' occupancy to the source itself; false
     *                      makes each position's occupancy the board's
     */
    public ControllerEventFeed(TrackedBoardSource source, boolean followSensors) {
        this.source = Objects.requireNonNull(source, "source");
        this.followSensors = followSensors;
    }

    @Override
    public void publish(Event event) {
        if (event.body() instanceof NewGameEvent g) {
            Position start = g.start();
            whiteFlag = false;
            blackFlag = false;
            running = null;
            source.newGame(start, followSensors ? source.occupancy() : start.occupied());
        } else if (event.body() instanceof MoveEvent m) {
            // The pieces only: the clock event of the press follows with the same times (increment included) and
            // the running side, so a host gets one time message per press with times and lever agreeing. The move's
            // own times with the old running side made a second, contradictory message (issue 29).
            position(Position.fromStandardOrChess960Fen(m.fen()));
        } else if (event.body() instanceof PositionEvent p) {
            position(Position.fromStandardOrChess960Fen(p.fen()));
        } else if (event.body() instanceof ClockEvent c) {
            running = c.running();
            source.clock(new ClockReading(c.whiteMs(), c.blackMs(), c.running()), whiteFlag, blackFlag);
        } else if (event.body() instanceof FlagEvent f) {
            if (f.side() == Color.WHITE) {
                whiteFlag = true;
            } else {
                blackFlag = true;
            }
            ClockPicture now = source.clock();
            source.clock(new ClockReading(f.side() == Color.WHITE ? 0 : now.whiteMs(),
                    f.side() == Color.BLACK ? 0 : now.blackMs(), null), whiteFlag, blackFlag);
        } else if (event.body() instanceof ResultEvent r) {
            source.gameEnded(DgtResult.of(r.result()));
        }
    }

    private void position(Position position) {
        if (followSensors) {
            source.position(position);
        } else {
            source.position(position, position.occupied());
        }
    }
}
