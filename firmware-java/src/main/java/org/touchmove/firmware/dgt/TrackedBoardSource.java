package org.touchmove.firmware.dgt;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Piece;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.dgt.wire.DgtPiece;

/**
 * A {@link DgtBoardSource} built from what the controller has today: the tracked position, the
 * sensors' occupancy (bit 0 = a1) and clock readings. Until the board runtime implements the source
 * itself, {@link ControllerEventFeed} drives it from the controller's events.
 *
 * <p>Which piece stands where (docs/dgt.md, "Piece codes"): when a position is set, every occupied
 * square holding a piece of that position shows it; an occupied square the position has empty is
 * unknown. When a square empties, its piece goes "in hand"; when a square fills, it shows the piece
 * in hand if every piece in hand is the same (the one that was just lifted), else it is unknown.
 * Nothing else is inferred: the next position (after a move) settles every square again.
 */
public final class TrackedBoardSource implements DgtBoardSource {

    private final List<DgtListener> listeners = new CopyOnWriteArrayList<>();
    private final SquareView[] squares = new SquareView[64];
    /** Pieces lifted and not yet put down since the last position; null stands for an unknown piece. */
    private final List<DgtPiece> hand = new ArrayList<>();
    private Position position;
    private long occupancy;
    private ClockPicture clock = ClockPicture.NO_CLOCK;
    private DgtResult result;

    public TrackedBoardSource(Position start) {
        position(start, start.occupied());
    }

    /**
     * The controller holds a new position (a new game, a move, a takeback), with the occupancy the
     * sensors report now; every square is settled from the two.
     */
    public void position(Position position, long occupancy) {
        BoardPicture picture;
        synchronized (this) {
            this.position = Objects.requireNonNull(position, "position");
            this.occupancy = occupancy;
            hand.clear();
            for (int sq = 0; sq < 64; sq++) {
                boolean occupied = (occupancy >>> sq & 1) != 0;
                Piece piece = position.pieceAt(sq);
                squares[sq] = !occupied ? SquareView.EMPTY
                        : piece == null ? SquareView.UNKNOWN : new SquareView.Known(code(piece));
            }
            picture = picture();
        }
        listeners.forEach(l -> l.boardChanged(picture));
    }

    /** The controller's position, keeping the occupancy the sensors last reported. */
    public void position(Position position) {
        long occ;
        synchronized (this) {
            occ = occupancy;
        }
        position(position, occ);
    }

    /** A new game from {@code start}: the result is cleared and the move log starts again. */
    public void newGame(Position start, long occupancy) {
        synchronized (this) {
            result = null;
        }
        position(start, occupancy);
        listeners.forEach(DgtListener::newGame);
    }

    /** The sensors' stable occupancy changed: squares emptied first (pieces into the hand), then filled. */
    public void occupancy(long bits) {
        BoardPicture picture;
        synchronized (this) {
            long emptied = occupancy & ~bits;
            long filled = bits & ~occupancy;
            for (int sq = 0; sq < 64; sq++) {
                if ((emptied >>> sq & 1) != 0) {
                    SquareView was = squares[sq];
                    hand.add(was instanceof SquareView.Known k ? k.piece() : null);
                    squares[sq] = SquareView.EMPTY;
                }
            }
            for (int sq = 0; sq < 64; sq++) {
                if ((filled >>> sq & 1) != 0) {
                    squares[sq] = placed();
                }
            }
            occupancy = bits;
            if (emptied == 0 && filled == 0) {
                return;
            }
            picture = picture();
        }
        listeners.forEach(l -> l.boardChanged(picture));
    }

    /** The piece put down: the one in hand if all in hand are the same known piece, else unknown. */
    private SquareView placed() {
        if (hand.isEmpty() || hand.contains(null)) {
            return SquareView.UNKNOWN;
        }
        DgtPiece first = hand.get(0);
        for (DgtPiece p : hand) {
            if (p != first) {
                return SquareView.UNKNOWN;
            }
        }
        hand.remove(hand.size() - 1);
        return new SquareView.Known(first);
    }

    /** A clock reading; the lever is up on the running side's half and stays where it was when stopped. */
    public void clock(ClockReading reading, boolean whiteFlag, boolean blackFlag) {
        ClockPicture picture;
        synchronized (this) {
            Color lever = reading.running() != null ? reading.running() : clock.leverHigh();
            picture = new ClockPicture(reading.whiteMs(), reading.blackMs(), reading.running(), lever,
                    whiteFlag, blackFlag, true);
            clock = picture;
        }
        listeners.forEach(l -> l.clockChanged(picture));
    }

    /** The game ended: the clock stops where it is and the result goes to the hosts. */
    public void gameEnded(DgtResult result) {
        synchronized (this) {
            this.result = result;
            clock = new ClockPicture(clock.whiteMs(), clock.blackMs(), null, clock.leverHigh(), clock.whiteFlag(),
                    clock.blackFlag(), clock.connected());
        }
        listeners.forEach(l -> l.gameEnded(result));
    }

    /** A clock button was pressed (the lever sides are reported through the clock picture, not here). */
    public void button(ClockButton button) {
        listeners.forEach(l -> l.buttonPressed(button));
    }

    /** The sensors' occupancy as last fed (bit 0 = a1). */
    public synchronized long occupancy() {
        return occupancy;
    }

    public synchronized Position position() {
        return position;
    }

    @Override
    public synchronized BoardPicture picture() {
        return new BoardPicture(List.of(squares));
    }

    @Override
    public synchronized ClockPicture clock() {
        return clock;
    }

    @Override
    public synchronized Color toMove() {
        return position.sideToMove();
    }

    @Override
    public synchronized DgtResult result() {
        return result;
    }

    @Override
    public void subscribe(DgtListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    @Override
    public void unsubscribe(DgtListener listener) {
        listeners.remove(listener);
    }

    static DgtPiece code(Piece piece) {
        return DgtPiece.ofFenChar(piece.fenChar());
    }
}
