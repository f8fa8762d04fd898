package org.touchmove.firmware.controller;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.interpret.Signal;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.MateBudget;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.scoresheet.Scoresheet;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.speech.AnnouncementSpeaker;

/**
 * The game controller of one board: routes the board's readings, the clock's button presses, the passing of time and
 * the arbiter's commands to the concepts that judge them and turn what happens into events (docs/events.md): the
 * {@link GameInProgress} and its lifecycle, its {@link GameClock}, the {@link PressJudge} (Art. 6.2, 7.5.3), the
 * {@link FlagJudge} (Art. 6.9, 7.5.5), the {@link EventWriter} of the interpreter's signals, the {@link Arbiter}'s
 * operations, and the {@link Announcements} and {@link GameRecord} that follow the events (Appendix D, Art. 8.1).
 * Single-threaded: the caller feeds readings, presses and time in time order (a real-time loop on hardware, a
 * virtual-time runner in the simulator). Made by {@link #builder}.
 */
public final class GameController {

    private static final Logger LOG = LoggerFactory.getLogger(GameController.class);

    private final GameInProgress game;
    private final GameClock clock;
    private final PressJudge press;
    private final FlagJudge flags;
    private final EventWriter writer;
    private final Arbiter arbiter;
    /** Appendix D and Art. 8.1.1.1: they follow the events emitted (docs/announcements.md, docs/scoresheet.md). */
    private final Announcements announcements;
    private final GameRecord record;
    private Consumer<String> noticeListener = reason -> { };

    private GameController(Builder b) {
        this.clock = new GameClock(b.events, b.display);
        this.press = new PressJudge(PressGrace.of(b.sensorLag, b.settings.pressGraceMs()), clock, this::notice);
        this.announcements = new Announcements(b.settings.announce(), b.speaker, b.events, this::game);
        this.record = new GameRecord(b.events, this::game);
        b.events.follow(announcements);
        b.events.follow(record);
        this.game = new GameInProgress(b.settings, b.gameIds, b.events, clock, press, record, this::route);
        this.flags = new FlagJudge(game, clock, press, b.events);
        this.writer = new EventWriter(game, clock, press, flags, b.events);
        this.arbiter = new Arbiter(game, clock, press, announcements, record, writer, this::notice, b.events);
    }

    /**
     * A controller for the board whose events {@code events} stamps and whose clock shows on {@code display}; by
     * default game ids are random UUIDs, nothing is spoken and the sensor's reading lag is the default one.
     */
    public static Builder builder(Settings settings, EventEmitter events, ClockDisplay display) {
        return new Builder(settings, events, display);
    }

    /** The time control of the next game: a PGN TimeControl tag or the readable form; "-" or "none": no clock. */
    public void setTimeControl(String text) {
        game.setTimeControl(text);
    }

    /**
     * The arbiter (or the board being set up) starts a new game from {@code start}; {@code board} is the
     * board's current reading, which the interpreter compares with {@code start}.
     */
    public void newGame(Position start, OccupancySnapshot board, long nanos) {
        newGame(start, board, nanos, GameMetadata.NONE);
    }

    /** Like {@link #newGame(Position, OccupancySnapshot, long)}, with the game's metadata (event, players, round...). */
    public void newGame(Position start, OccupancySnapshot board, long nanos, GameMetadata metadata) {
        game.begin(start, board, nanos, metadata);
    }

    /** Resumes the game a journal recorded before a restart: see {@link GameInProgress#resume}. */
    public boolean resume(BoardView recorded, List<Event> journalled, OccupancySnapshot board, long nanos) {
        return game.resume(recorded, journalled, board, nanos);
    }

    /** The arbiter's operations on this board (docs/commands.md). */
    public Arbiter arbiter() {
        return arbiter;
    }

    public void onOccupancy(OccupancySnapshot snapshot) {
        if (!game.exists()) {
            LOG.debug("board reading before any game: ignored");
            return;
        }
        game.onOccupancy(snapshot);
    }

    public void onButton(ButtonPress press) {
        if (!game.exists()) {
            notice("button " + press.button().wireName() + " before any game: ignored (set a game up first)");
            return;
        }
        long nanos = press.monoNanos();
        if (game.isFinished()) {
            record.press(game.id(), press); // docs/scoresheet.md: after the result the buttons sign the scoresheet
            return;
        }
        if (announcements.isTimeRequest(press.button())) {
            arbiter.announceTime(nanos); // Appendix D: the times on request
            return;
        }
        switch (press.button()) {
            case WHITE -> onClockPress(Color.WHITE, nanos);
            case BLACK -> onClockPress(Color.BLACK, nanos);
            case PAUSE -> arbiter.togglePause(nanos);
            default -> route(game.interpreter().onPromotionButton(press.button(), nanos));
        }
    }

    private void onClockPress(Color presser, long nanos) {
        if (clock.exists()) {
            flags.check(nanos);
            if (game.isFinished() || !press.admits(presser, nanos, game.interpreter().position().sideToMove())) {
                return;
            }
        }
        route(game.interpreter().onClockPress(presser, nanos));
    }

    /** Time has reached {@code nanos}: flag-fall, the interpreter's deadlines, the once-a-second clock event. */
    public void onTime(long nanos) {
        if (!game.exists()) {
            return;
        }
        flags.check(nanos);
        if (!game.isFinished()) {
            route(game.interpreter().onTime(nanos));
        }
        if (flags.clockRunsFree()) {
            clock.tick(nanos);
        }
    }

    /** The earliest time {@link #onTime} has work to do; {@link Long#MAX_VALUE} if none. */
    public long nextDeadlineNanos() {
        if (!game.exists()) {
            return Long.MAX_VALUE;
        }
        long next = game.interpreter().nextDeadlineNanos();
        return flags.clockRunsFree() ? Math.min(next, clock.nextDeadlineNanos()) : next;
    }

    /** The next deadline of the interpreter alone (what a run must wait for before it is settled). */
    public long nextInterpreterDeadlineNanos() {
        return game.exists() ? game.interpreter().nextDeadlineNanos() : Long.MAX_VALUE;
    }

    private void route(List<Signal> signals) {
        writer.write(signals);
    }

    /**
     * Where the controller says why it ignored an input (a press before the clock was started, a button before any
     * game...): logged, and told to the listener (the console prints these reasons beside the events).
     */
    public void setNoticeListener(Consumer<String> listener) {
        this.noticeListener = listener;
    }

    private void notice(String reason) {
        LOG.info("{}", reason);
        noticeListener.accept(reason);
    }

    /** The search budget of the Art. 6.9 question at flag-fall (docs/dead-positions.md); tests make it smaller. */
    void setMateBudget(MateBudget budget) {
        flags.setMateBudget(budget);
    }

    // ---- what the game is now (for the command line and tests) ----

    public Game game() {
        return game.game();
    }

    /** Whether a game was ever set up or resumed on this board. */
    public boolean hasGame() {
        return game.exists();
    }

    public boolean isFinished() {
        return game.isFinished();
    }

    /** The electronic scoresheet of the game on the board (docs/scoresheet.md); empty before the first game. */
    public Optional<Scoresheet> scoresheet() {
        return record.scoresheet();
    }

    /** What a controller is made of beyond its settings, events and display; each has a default. */
    public static final class Builder {
        private final Settings settings;
        private final EventEmitter events;
        private final ClockDisplay display;
        private Supplier<String> gameIds = () -> UUID.randomUUID().toString();
        private AnnouncementSpeaker speaker = AnnouncementSpeaker.none();
        private Duration sensorLag = OccupancySensor.DEFAULT_READING_LAG;

        private Builder(Settings settings, EventEmitter events, ClockDisplay display) {
            this.settings = Objects.requireNonNull(settings, "settings");
            this.events = Objects.requireNonNull(events, "events");
            this.display = Objects.requireNonNull(display, "display");
        }

        /** Where game ids come from (random UUIDs in production; a counter for reproducible runs). */
        public Builder gameIds(Supplier<String> ids) {
            this.gameIds = ids;
            return this;
        }

        /** Where announcements are spoken on the board ({@code announce.output}). */
        public Builder speaker(AnnouncementSpeaker s) {
            this.speaker = s;
            return this;
        }

        /** The occupancy sensor's worst-case reading lag: sets the press grace ({@link PressGrace}). */
        public Builder sensorLag(Duration lag) {
            this.sensorLag = lag;
            return this;
        }

        public GameController build() {
            return new GameController(this);
        }
    }
}
