package org.touchmove.firmware.runtime;

import java.security.SecureRandom;
import java.util.random.RandomGenerator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.journal.PathStamps;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.publish.SequenceCounter;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.OccupancySnapshot;

/**
 * One board as a single-threaded actor (docs/runtime.md): every input (reading, press, time, arbiter command) goes on
 * one queue and is processed alone, on a shared executor (no thread per board; a direct executor in virtual time, so
 * simulations and tests run the production path). Per input: the controller runs, its events are appended to the
 * {@link EventStore} and committed together (one fsync), and only then do observers see them. A failing input is
 * logged with the board id and the board goes on; a failing command gets a refusal.
 */
public final class BoardRuntime {

    private static final Logger LOG = LoggerFactory.getLogger(BoardRuntime.class);
    /** How many command replies are remembered for answering a repeated command id. */
    private static final int REMEMBERED_REPLIES = 256;
    /** Observer buffer size when the subscriber names none. */
    public static final int DEFAULT_OBSERVER_CAPACITY = 1024;

    private final String boardId;
    private final GameController controller;
    private final EventStore store;
    private final Executor executor;
    private final Executor delivery;
    private final boolean startOnFirstReading;
    private final ConcurrentLinkedQueue<BoardInput> inbox = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean draining = new AtomicBoolean();
    /** Events appended to the store and not yet committed: no observer has seen them. */
    private final List<Event> uncommitted = new ArrayList<>();
    private final CopyOnWriteArrayList<Mailbox> mailboxes = new CopyOnWriteArrayList<>();
    private final Map<String, CommandReply> replies = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CommandReply> eldest) {
            return size() > REMEMBERED_REPLIES;
        }
    };
    private volatile LongConsumer republisher;
    /** Accepted commands logged at DEBUG, not INFO: a board of the process's own (the warm-up's), not the owner's. */
    private volatile boolean commandsAtDebug;
    private volatile Runnable afterStep = () -> { };
    /** Draws the Chess960 start position of {@code "chess960":"random"} (Guidelines II.1: by lot). */
    private volatile RandomGenerator chess960Draw = new SecureRandom();
    private volatile java.util.function.Consumer<RuntimeException> storeFailure = e -> { };
    private volatile long lastSeq;
    /** The state view of everything committed (docs/state-view.md); immutable, so any thread may read it. */
    private volatile BoardView view;
    private long lastNanos = Long.MIN_VALUE;
    private OccupancySnapshot lastReading;

    /**
     * @param controllerFactory  builds the board's controller around the sequence and the sink the runtime gives it
     * @param executor           runs the board's inputs (shared by all boards; {@code Runnable::run} in virtual time)
     * @param delivery           runs observers' deliveries (shared; {@code Runnable::run} in virtual time)
     * @param startOnFirstReading a board on hardware starts a game from the standard position at its first reading
     */
    public BoardRuntime(String boardId, ControllerFactory controllerFactory, EventStore store, Executor executor,
                        Executor delivery, boolean startOnFirstReading) {
        this.boardId = boardId;
        this.store = store;
        this.executor = executor;
        this.delivery = delivery;
        this.startOnFirstReading = startOnFirstReading;
        this.view = BoardViews.empty(boardId);
        this.controller = controllerFactory.create(store::nextSeq, event -> {
            store.append(event);
            uncommitted.add(event);
        });
    }

    /** Builds a board's controller numbering its events from {@code sequence} and publishing into {@code sink}. */
    @FunctionalInterface
    public interface ControllerFactory {
        GameController create(SequenceCounter sequence, EventSink sink);
    }

    public String boardId() {
        return boardId;
    }

    // ---------------------------------------------------------------- inputs (any thread)

    public void submit(BoardInput input) {
        inbox.add(input);
        if (draining.compareAndSet(false, true)) {
            executor.execute(this::drain);
        }
    }

    public void reading(OccupancySnapshot snapshot) {
        submit(new BoardInput.Reading(snapshot));
    }

    public void press(ButtonPress press) {
        submit(new BoardInput.Press(press));
    }

    public void time(long nanos) {
        submit(new BoardInput.Time(nanos));
    }

    /**
     * Commits and delivers every pending event (clock ticks wait for a commit otherwise); call before shutdown. The
     * future completes once that is done (at once in virtual time).
     */
    public CompletableFuture<Void> flush() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        submit(new BoardInput.Flush(() -> done.complete(null)));
        return done;
    }

    public void command(CommandRequest request, long nanos, java.util.function.Consumer<CommandReply> replyTo) {
        submit(new BoardInput.Command(request, nanos, replyTo));
    }

    /** Subscribes to the board's events (and readings if {@code readings}); {@code capacity} bounds its buffer. */
    public Subscription subscribe(BoardObserver observer, int capacity, boolean readings) {
        Mailbox box = new Mailbox(boardId, observer, capacity, readings, delivery, lastSeq);
        mailboxes.add(box);
        return () -> {
            box.close();
            mailboxes.remove(box);
        };
    }

    /**
     * Resumes the game the journal recorded before a restart ({@code recorded}: its events from the last new game on,
     * in order). Call once, before any input. Returns whether a game was resumed (an ended game is not).
     */
    public boolean resume(List<Event> recorded) {
        if (recorded.isEmpty()) {
            return false;
        }
        BoardView before = BoardViews.of(boardId, recorded);
        view = before;
        lastSeq = before.lastSeq();
        MDC.put("board", boardId);
        try {
            boolean resumed = controller.resume(before, recorded, lastReading, Math.max(lastNanos, 0));
            if (resumed) {
                LOG.warn("board {}: resumed game {} at ply {} from the journal (after seq {}); the clock is paused",
                        boardId, before.gameId(), before.ply(), before.lastSeq());
            }
            publishDurable(true);
            return resumed;
        } finally {
            MDC.remove("board");
        }
    }

    /** What republishes the journal from a seq (the MQTT publisher); null: the command is refused. */
    public void setRepublisher(LongConsumer republisher) {
        this.republisher = republisher;
    }

    /** Who is told when the event store fails (the command that owns the board stops with that error). */
    public void setStoreFailureListener(java.util.function.Consumer<RuntimeException> listener) {
        this.storeFailure = listener;
    }

    /** Runs on the board's thread after every input (a real-time driver re-arms its wake-up here). */
    /** The draw of Chess960 start positions: a seeded one makes a simulation or test repeatable. */
    public void setChess960Draw(RandomGenerator draw) {
        this.chess960Draw = draw;
    }

    /** This board is the process's own (PathWarmup's): its accepted commands are logged at DEBUG only. */
    public void logAcceptedCommandsAtDebug() {
        commandsAtDebug = true;
    }

    public void setAfterStep(Runnable afterStep) {
        this.afterStep = afterStep;
    }

    // ---------------------------------------------------------------- the board's thread

    private void drain() {
        MDC.put("board", boardId);
        try {
            while (true) {
                BoardInput input;
                while ((input = inbox.poll()) != null) {
                    step(input);
                }
                draining.set(false);
                // An input added between the last poll and the reset would wait forever: take it now.
                if (inbox.isEmpty() || !draining.compareAndSet(false, true)) {
                    return;
                }
            }
        } finally {
            MDC.remove("board");
        }
    }

    private void step(BoardInput input) {
        CommandReply reply = null;
        try {
            reply = input.accept(new Dispatch());
        } catch (RuntimeException e) {
            // The exception boundary: the input is lost, the board is not. Events already emitted still count.
            LOG.error("board {}: {} failed; the board goes on", boardId, input, e);
            if (input instanceof BoardInput.Command c) {
                reply = CommandReply.refused(c.request().id(), CommandReply.INTERNAL_ERROR, null); // still one reply
            }
        }
        try {
            // A press commits the routine clock ticks still pending (they may ride on a later commit): here, in the
            // press grace, and not on the commit that completes the move, whose events then lead it to the broker.
            publishDurable(input instanceof BoardInput.Command || input instanceof BoardInput.Flush
                    || input instanceof BoardInput.Press);
        } catch (RuntimeException e) {
            // The store cannot make events durable (a disk full or failing): nobody has seen them, they stay pending
            // and the board's recorded game stays resumable from what was committed. Going on would publish events
            // that a restart could number again, so the owner is told to stop (touchmove run exits, saying why).
            LOG.error("board {}: {} event(s) cannot be made durable ({}); the board must stop", boardId,
                    uncommitted.size(), e.getMessage(), e);
            storeFailure.accept(e);
        }
        if (input instanceof BoardInput.Flush f) {
            f.done().run();
        }
        if (input instanceof BoardInput.Command c && reply != null) {
            // The reply carries the state after the command, its events committed (a remembered reply keeps its own).
            CommandReply sent = reply.stateJson() == null
                    ? new CommandReply(reply.id(), reply.accepted(), reply.reason(), BoardViewJson.write(view)) : reply;
            replies.put(sent.id(), sent);
            c.replyTo().accept(sent);
        }
        afterStep.run();
    }

    /**
     * Durable first, then the observers: commits the pending events when the store says a commit is due (always after a
     * command, whose reply must not run ahead of its events), one commit for all of them.
     */
    private void publishDurable(boolean force) {
        if (uncommitted.isEmpty() || !force && !store.commitDue(Math.floorDiv(lastNanos, 1_000_000L))) {
            return;
        }
        store.commit();
        view = BoardViews.applyAll(view, uncommitted);
        PathStamps.Recorder stamps = PathStamps.recorder(); // the latency bench's stage stamps; off on a board
        if (stamps != null) {
            stamps.folded(uncommitted.get(uncommitted.size() - 1).seq(), System.nanoTime());
        }
        for (Event e : uncommitted) {
            lastSeq = e.seq();
            for (Mailbox box : mailboxes) {
                box.offerEvent(e);
            }
        }
        uncommitted.clear();
    }

    /** Time never goes back for the controller: an input stamped before the last one is taken at that time. */
    private long advance(long nanos) {
        if (nanos > lastNanos) {
            lastNanos = nanos;
        }
        controller.onTime(lastNanos);
        return lastNanos;
    }

    private final class Dispatch implements BoardInput.Visitor<CommandReply> {

        @Override
        public CommandReply reading(BoardInput.Reading r) {
            OccupancySnapshot s = r.snapshot();
            long at = advance(s.monoNanos());
            OccupancySnapshot reading = at == s.monoNanos() ? s : new OccupancySnapshot(s.occupancy(), at, s.pieces());
            for (Mailbox box : mailboxes) {
                box.offerReading(reading);
            }
            boolean first = lastReading == null;
            lastReading = reading;
            if (first && startOnFirstReading && !controller.hasGame()) {
                LOG.info("board {}: first board reading: starting a game from the standard position", boardId);
                controller.newGame(Position.START, reading, at);
            } else {
                controller.onOccupancy(reading);
            }
            return null;
        }

        @Override
        public CommandReply press(BoardInput.Press p) {
            long at = advance(p.press().monoNanos());
            controller.onButton(at == p.press().monoNanos() ? p.press() : new ButtonPress(p.press().button(), at));
            return null;
        }

        @Override
        public CommandReply time(BoardInput.Time t) {
            advance(t.nanos());
            return null;
        }

        @Override
        public CommandReply flush(BoardInput.Flush f) {
            return null;
        }

        @Override
        public CommandReply command(BoardInput.Command c) {
            CommandRequest request = c.request();
            CommandReply earlier = replies.get(request.id());
            if (earlier != null) {
                LOG.info("board {}: command {} was already answered: the same reply again", boardId, request.id());
                return earlier;
            }
            long at = advance(c.nanos());
            CommandReply reply;
            try {
                request.command().accept(new CommandExecution(controller, lastReading, at, republisher, chess960Draw));
                reply = CommandReply.accepted(request.id(), null);
                if (commandsAtDebug) {
                    LOG.debug("board {}: command {} ({}) accepted", boardId, request.id(), request.command().type());
                } else {
                    LOG.info("board {}: command {} ({}) accepted", boardId, request.id(), request.command().type());
                }
            } catch (CommandRefused e) {
                reply = CommandReply.refused(request.id(), e.getMessage(), null);
                LOG.info("board {}: command {} ({}) refused: {}", boardId, request.id(), request.command().type(),
                        e.getMessage());
            } catch (RuntimeException e) {
                LOG.error("board {}: command {} failed", boardId, request.id(), e);
                reply = CommandReply.refused(request.id(), CommandReply.INTERNAL_ERROR, null);
            }
            return reply;
        }
    }

    // ---------------------------------------------------------------- queries (the board's thread only)

    /** The controller's next deadline (virtual-time drivers; real-time drivers call it from {@link #setAfterStep}). */
    public long nextDeadlineNanos() {
        return controller.nextDeadlineNanos();
    }

    public long nextInterpreterDeadlineNanos() {
        return controller.nextInterpreterDeadlineNanos();
    }

    public GameController controller() {
        return controller;
    }

    /** The board's state view as of its last commit; safe to read from any thread. */
    public BoardView view() {
        return view;
    }

    /** The seq of the last event delivered to observers. */
    public long lastSeq() {
        return lastSeq;
    }
}
