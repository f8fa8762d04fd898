package org.touchmove.firmware.publish.mqtt;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where a board's publishing work runs, one piece at a time and each seeing the effects of the one before: on a
 * thread of its own (with a timer for reconnects), or on its lane of a {@link MqttBrokerLink}'s few threads; and its
 * commands, on an executor of their own, so a slow command never delays a PUBACK. Every piece of publishing work holds
 * the board's turn; the committing thread may take the turn when it is free ({@link #runIfFree}), never waiting for it.
 */
final class PublishingLane {

    private static final Logger log = LoggerFactory.getLogger(PublishingLane.class);

    private final String boardId;
    private final Executor work;
    /** The board's own thread (and timer); null on a link. */
    private final ScheduledThreadPoolExecutor ownThread;
    /** Runs delayed tasks: the own thread, or the link's pool. */
    private final ScheduledExecutorService timer;
    private final ExecutorService commands;
    private final ReentrantLock turn = new ReentrantLock();

    private PublishingLane(String boardId, ScheduledThreadPoolExecutor ownThread, MqttBrokerLink link) {
        this.boardId = boardId;
        this.ownThread = ownThread;
        if (link == null) {
            ownThread.setExecuteExistingDelayedTasksAfterShutdownPolicy(false); // a pending reconnect must not delay close
            this.work = task -> ownThread.execute(() -> inTurn(task));
            this.timer = ownThread;
            this.commands = Executors.newSingleThreadExecutor(named("mqtt-cmd-" + boardId));
        } else {
            SerialExecutor lane = new SerialExecutor(link.pool());
            this.work = task -> lane.execute(() -> inTurn(task));
            this.timer = link.pool();
            this.commands = link.commands();
        }
    }

    /** A board with a connection of its own: threads of its own. */
    static PublishingLane own(String boardId) {
        return new PublishingLane(boardId, new ScheduledThreadPoolExecutor(1, named("mqtt-publish-" + boardId)), null);
    }

    /** A board on a shared connection: a lane on the link's threads, the link's command thread. */
    static PublishingLane onLink(String boardId, MqttBrokerLink link) {
        return new PublishingLane(boardId, null, link);
    }

    /** Runs {@code task} in the board's order; throws {@link RejectedExecutionException} once stopped. */
    void execute(Runnable task) {
        work.execute(task);
    }

    /** Runs {@code task} in the board's order, or drops it once stopped. */
    void submit(Runnable task) {
        try {
            work.execute(task);
        } catch (RejectedExecutionException e) {
            log.debug("mqtt board {}: publisher stopped, task dropped", boardId);
        }
    }

    /** Runs {@code task} in the board's order after {@code delayMs}, or drops it once stopped. */
    void later(Runnable task, long delayMs) {
        try {
            timer.schedule(() -> submit(task), delayMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            log.debug("mqtt board {}: publisher stopped, task dropped", boardId);
        }
    }

    /** Runs {@code task} now on the calling thread, holding the turn, if no publishing work holds it; else false. */
    boolean runIfFree(Runnable task) {
        if (!turn.tryLock()) {
            return false;
        }
        try {
            task.run();
            return true;
        } finally {
            turn.unlock();
        }
    }

    /** Where the board's commands run, one at a time in arrival order. */
    ExecutorService commands() {
        return commands;
    }

    /** Stops the board's own threads, waiting a moment for the work in hand; a link's threads are the link's. */
    void stop() {
        if (ownThread == null) {
            return;
        }
        commands.shutdown();
        ownThread.shutdown();
        try {
            commands.awaitTermination(2, TimeUnit.SECONDS);
            ownThread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Runs {@code task} holding the turn. A task's unexpected failure is logged here: the own thread's executor would
     * otherwise keep it in a future nobody reads, and the failure would go unseen.
     */
    private void inTurn(Runnable task) {
        turn.lock();
        try {
            task.run();
        } catch (RuntimeException e) {
            log.error("mqtt board {}: publishing work failed; the next work still runs", boardId, e);
        } finally {
            turn.unlock();
        }
    }

    private static ThreadFactory named(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
