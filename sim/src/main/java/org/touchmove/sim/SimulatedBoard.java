package org.touchmove.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;
import org.touchmove.hal.TimeSource;

/**
 * A software board in virtual (or real) time: magnets on squares, pieces in a hand, clock buttons and
 * a recording display. No chess.
 *
 * <p>Physical actions change the raw contact of a square at once; the sensor reports a square's change
 * only once it has read the same for {@link BoardTiming#debounceNanos()}, and emits a snapshot whenever
 * the stable occupancy changes. Nothing reaches a listener except inside {@link #advanceTo} or
 * {@link #setup}, on the caller's thread, with the exact virtual time of the event. All methods are
 * synchronized, so a real-time ticker thread may drive the board too.
 */
public final class SimulatedBoard implements Hardware {

    private static final Logger LOG = LoggerFactory.getLogger(SimulatedBoard.class);
    private static final char EMPTY = '.';
    /** A magnet whose piece identity is not known (a board set up from occupancy only). */
    public static final char UNKNOWN = '?';

    /** What waits on the agenda. */
    private sealed interface Event {
    }

    private record DebounceExpiry(int square, long version) implements Event {
    }

    private record GlitchEnd(int square) implements Event {
    }

    private record Scheduled(HandAction action) implements Event {
    }

    private record ButtonDelivery(ClockButton button, long pressedAtNanos) implements Event {
    }

    private final TimeSource time;
    private final BoardTiming timing;
    private final Agenda<Event> agenda = new Agenda<>();
    /** The physical truth: the magnet on each square, or EMPTY. */
    private final char[] magnets = new char[64];
    /** What the contacts under the squares read now. */
    private final Contacts contacts = new Contacts(EMPTY, UNKNOWN);
    /** The debounced reading of each square. */
    private final char[] stable = new char[64];
    /** Lifted pieces, most recent first. */
    private final Deque<Character> hand = new ArrayDeque<>();
    private final RecordingDisplay display;
    private final SimulatedSensor sensor;
    private final SimulatedButtons buttons = new SimulatedButtons();
    private boolean identitySensing;
    private boolean stableChanged;
    private long processedNanos;

    public SimulatedBoard(TimeSource time) {
        this(time, BoardTiming.DEFAULT);
    }

    public SimulatedBoard(TimeSource time, BoardTiming timing) {
        this.time = time;
        this.timing = timing;
        this.display = new RecordingDisplay(time);
        Arrays.fill(magnets, EMPTY);
        Arrays.fill(stable, EMPTY);
        this.processedNanos = time.nanos();
        this.sensor = new SimulatedSensor(this, OccupancySnapshot.of(Occupancy.EMPTY, processedNanos),
                java.time.Duration.ofNanos(timing.debounceNanos()));
    }

    // ---- Hardware ----------------------------------------------------------------------------

    /** Nothing to start: the board runs in its time source's time, driven by {@link #advanceTo}. */
    @Override
    public void start() {
    }

    @Override
    public OccupancySensor sensor() {
        return sensor;
    }

    @Override
    public ClockButtons buttons() {
        return buttons;
    }

    @Override
    public RecordingDisplay display() {
        return display;
    }

    public BoardTiming timing() {
        return timing;
    }

    /** The board's current virtual time (its time source). */
    public long nanos() {
        return time.nanos();
    }

    // ---- arbiter -----------------------------------------------------------------------------

    /** The arbiter sets up magnets of unknown identity: occupancy changes at once and a snapshot is emitted. */
    public synchronized void setup(Occupancy occupancy) {
        char[] codes = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            codes[sq] = occupancy.isOccupied(sq) ? UNKNOWN : EMPTY;
        }
        setupMagnets(codes, false);
    }

    /** The arbiter sets up identified pieces (an identity-sensing board); snapshots then carry piece codes. */
    public synchronized void setup(PieceCodes pieces) {
        setupMagnets(pieces.codes().toCharArray(), true);
    }

    private void setupMagnets(char[] codes, boolean identity) {
        long now = catchUp();
        // Sensor-level transients belong to the old position; scheduled hand actions and presses stay.
        agenda.removeIf(e -> e instanceof DebounceExpiry || e instanceof GlitchEnd);
        hand.clear();
        identitySensing = identity;
        for (int sq = 0; sq < 64; sq++) {
            magnets[sq] = codes[sq];
            contacts.setup(sq, codes[sq]);
            stable[sq] = codes[sq];
        }
        stableChanged = false;
        OccupancySnapshot snapshot = snapshotOfStable(now);
        LOG.debug("setup at {}: {}", now, snapshot.occupancy());
        sensor.publish(snapshot);
    }

    // ---- hand actions at the current time ----------------------------------------------------

    /** Lifts the magnet on {@code square} into the hand. */
    public synchronized void lift(int square) {
        apply(new HandAction.Lift(square), catchUp());
    }

    /** Places the most recently lifted piece still in the hand on {@code square}. */
    public synchronized void place(int square) {
        apply(new HandAction.Place(square), catchUp());
    }

    /** Places a piece from outside the board ({@link #UNKNOWN} on an occupancy-only board). */
    public synchronized void placeNew(int square, char code) {
        apply(new HandAction.PlaceNew(square, code), catchUp());
    }

    /**
     * A hand takes the piece on {@code square} off the board for good (a captured piece): the square
     * empties and the hand holds what it held before.
     */
    public synchronized void remove(int square) {
        long now = catchUp();
        apply(new HandAction.Lift(square), now);
        apply(new HandAction.PutAside(), now);
    }

    /** Sets the most recently lifted piece aside, off the board. */
    public synchronized void putAside() {
        apply(new HandAction.PutAside(), catchUp());
    }

    public synchronized void press(ClockButton button) {
        apply(new HandAction.Press(button), catchUp());
    }

    /** Schedules {@code action} at {@code atNanos}, which must not be in the board's past. */
    public synchronized void schedule(long atNanos, HandAction action) {
        if (atNanos < processedNanos) {
            throw new IllegalArgumentException("cannot schedule " + action + " at " + atNanos
                    + ": the board has already run to " + processedNanos);
        }
        agenda.add(atNanos, new Scheduled(action));
    }

    public void schedule(TimedAction timed) {
        schedule(timed.atNanos(), timed.action());
    }

    // ---- time --------------------------------------------------------------------------------

    /** The time of the next pending event, or {@link Long#MAX_VALUE} if nothing is pending. */
    public synchronized long nextEventNanos() {
        return agenda.nextNanos();
    }

    /** True when nothing is pending: every change has been debounced and reported. */
    public synchronized boolean isIdle() {
        return agenda.isEmpty();
    }

    /**
     * Processes every pending event up to and including {@code nanos} in time order, emitting snapshots
     * and presses with their exact virtual times.
     */
    public synchronized void advanceTo(long nanos) {
        if (nanos < processedNanos) {
            throw new IllegalArgumentException("the board cannot go back in time: it is at " + processedNanos
                    + ", asked for " + nanos);
        }
        while (!agenda.isEmpty() && agenda.nextNanos() <= nanos) {
            long at = agenda.nextNanos();
            processedNanos = at;
            while (!agenda.isEmpty() && agenda.nextNanos() == at) {
                handle(agenda.poll(), at);
            }
            flushStable(at);
        }
        processedNanos = nanos;
    }

    /** Runs the agenda up to the time source's now, so an action at now comes after everything earlier. */
    private long catchUp() {
        long now = time.nanos();
        advanceTo(now);
        return now;
    }

    private void handle(Event event, long at) {
        if (event instanceof DebounceExpiry expiry) {
            int sq = expiry.square();
            char reading = contacts.readingSince(sq, expiry.version());
            if (reading != 0 && stable[sq] != reading) {
                stable[sq] = reading;
                stableChanged = true;
            }
        } else if (event instanceof GlitchEnd end) {
            contacts.restore(end.square());
            refreshRaw(end.square(), at);
        } else if (event instanceof Scheduled scheduled) {
            try {
                apply(scheduled.action(), at);
            } catch (IllegalStateException | IllegalArgumentException e) {
                throw new IllegalStateException("scheduled action " + scheduled.action() + " at " + at
                        + " failed: " + e.getMessage(), e);
            }
        } else if (event instanceof ButtonDelivery delivery) {
            flushStable(at); // a square that settled at the same instant was scheduled first
            buttons.deliver(new ButtonPress(delivery.button(), at));
        }
    }

    private void apply(HandAction action, long at) {
        if (action instanceof HandAction.Lift lift) {
            int sq = lift.square();
            if (magnets[sq] == EMPTY) {
                throw new IllegalStateException("cannot lift from " + Squares.name(sq) + ": the square is empty");
            }
            hand.push(magnets[sq]);
            contacts.remember(sq, magnets[sq]);
            magnets[sq] = EMPTY;
            refreshRaw(sq, at);
        } else if (action instanceof HandAction.Place place) {
            if (hand.isEmpty()) {
                throw new IllegalStateException("cannot place on " + Squares.name(place.square())
                        + ": the hand is empty");
            }
            putDown(place.square(), hand.peek(), at);
            hand.pop();
        } else if (action instanceof HandAction.PlaceNew placeNew) {
            char code = placeNew.code();
            if (identitySensing && "PNBRQKpnbrqk".indexOf(code) < 0) {
                throw new IllegalArgumentException("this board senses piece identity: a new piece needs a FEN"
                        + " letter, got '" + code + "'");
            }
            putDown(placeNew.square(), identitySensing ? code : UNKNOWN, at);
        } else if (action instanceof HandAction.PutAside) {
            if (hand.isEmpty()) {
                throw new IllegalStateException("cannot put a piece aside: the hand is empty");
            }
            hand.pop();
        } else if (action instanceof HandAction.Press press) {
            agenda.add(at + timing.buttonLatencyNanos(), new ButtonDelivery(press.button(), at));
        } else if (action instanceof HandAction.Glitch glitch) {
            invert(glitch.square(), glitch.durationNanos(), at);
        } else if (action instanceof HandAction.Brush brush) {
            int sq = brush.square();
            if (hand.isEmpty()) {
                throw new IllegalStateException("cannot slide across " + Squares.name(sq) + ": the hand is empty");
            }
            if (magnets[sq] == EMPTY && !contacts.isInverted(sq)) {
                contacts.remember(sq, hand.peek());
                invert(sq, brush.durationNanos(), at);
            }
        }
    }

    private void putDown(int sq, char code, long at) {
        if (magnets[sq] != EMPTY) {
            throw new IllegalStateException("cannot place on " + Squares.name(sq) + ": it already holds a piece");
        }
        magnets[sq] = code;
        contacts.remember(sq, code);
        refreshRaw(sq, at);
    }

    private void invert(int sq, long durationNanos, long at) {
        contacts.invert(sq);
        refreshRaw(sq, at);
        agenda.add(at + durationNanos, new GlitchEnd(sq));
    }

    /** Recomputes what the contact reads; a change restarts the square's debounce. */
    private void refreshRaw(int sq, long at) {
        long version = contacts.refresh(sq, magnets[sq]);
        if (version >= 0) {
            agenda.add(at + timing.debounceNanos(), new DebounceExpiry(sq, version));
        }
    }

    private void flushStable(long at) {
        if (!stableChanged) {
            return;
        }
        stableChanged = false;
        OccupancySnapshot next = snapshotOfStable(at);
        OccupancySnapshot current = sensor.current();
        if (next.occupancy().equals(current.occupancy()) && next.pieces().equals(current.pieces())) {
            return;
        }
        sensor.publish(next);
    }

    private OccupancySnapshot snapshotOfStable(long at) {
        Occupancy occupancy = occupancyOf(stable);
        if (!identitySensing) {
            return OccupancySnapshot.of(occupancy, at);
        }
        String codes = new String(stable);
        if (codes.indexOf(UNKNOWN) >= 0) {
            LOG.warn("a square reads a magnet of unknown identity at {}; snapshot without piece codes", at);
            return OccupancySnapshot.of(occupancy, at);
        }
        return new OccupancySnapshot(occupancy, at, Optional.of(new PieceCodes(codes)));
    }

    private static Occupancy occupancyOf(char[] squares) {
        long bits = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != EMPTY) {
                bits |= 1L << sq;
            }
        }
        return new Occupancy(bits);
    }

    // ---- inspection --------------------------------------------------------------------------

    /** Where the magnets physically are (ignores bounce and debounce). */
    public synchronized Occupancy physicalOccupancy() {
        return occupancyOf(magnets);
    }

    /** What the contacts read right now, before debouncing. */
    public synchronized Occupancy rawOccupancy() {
        return occupancyOf(contacts.readings());
    }

    /** The debounced occupancy, as last reported to the listener. */
    public synchronized Occupancy stableOccupancy() {
        return sensor.current().occupancy();
    }

    /** The physical piece codes ('?' for magnets of unknown identity, '.' for empty), 64 characters from a1. */
    public synchronized String physicalCodes() {
        return new String(magnets);
    }

    /** The pieces in the hand, most recently lifted first. */
    public synchronized List<Character> hand() {
        return new ArrayList<>(hand);
    }

    public synchronized boolean sensesIdentity() {
        return identitySensing;
    }
}
