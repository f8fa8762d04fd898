package org.touchmove.firmware.publish.mqtt;

import io.moquette.broker.Server;
import io.moquette.interception.AbstractInterceptHandler;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps Moquette 0.17's session loops running. Each loop is one thread serving every client id that hashes to it, and
 * it ends at the first command that throws, never to start again: those clients can then connect (TCP) but never get
 * a CONNACK until the broker restarts. One client can cause it (a PUBACK sent after its DISCONNECT, as Paho does when
 * it disconnects while acknowledging a message), so it is a fault any client can inflict on the others. Moquette
 * 0.18 keeps the loop alive (moquette-io/moquette#957) but is not served here; until then this handler, told of the
 * error on the dying thread, starts a fresh loop over the same queue: the failed command stays failed, the ones
 * queued behind it run.
 *
 * <p>It reaches into Moquette's internals (the pinned version's field names); where they are not found, the broker
 * still runs and says at start that a failed loop would not be restarted.
 */
final class SessionLoopKeeper extends AbstractInterceptHandler {

    private static final Logger log = LoggerFactory.getLogger(SessionLoopKeeper.class);

    /** The session loops of one broker: the loop threads, their queues, and the errors Moquette keeps by loop name. */
    private record Loops(Thread[] threads, BlockingQueue<?>[] queues, Map<String, Throwable> errors,
            Constructor<?> newLoop) {
    }

    private volatile Loops loops;
    /** Set before the broker stops: its loops then end on purpose and none is started again. */
    private volatile boolean stopping;

    /** Finds {@code server}'s session loops; a WARN when this Moquette's internals are not the known ones. */
    void attach(Server server) {
        try {
            Object postOffice = read(Server.class, "dispatcher", server);
            Object group = read(postOffice.getClass(), "sessionLoops", postOffice);
            Class<?> groupClass = group.getClass();
            Thread[] threads = (Thread[]) read(groupClass, "sessionExecutors", group);
            BlockingQueue<?>[] queues = (BlockingQueue<?>[]) read(groupClass, "sessionQueues", group);
            @SuppressWarnings("unchecked")
            Map<String, Throwable> errors = (Map<String, Throwable>) read(groupClass, "loopThrownExceptions", group);
            Constructor<?> newLoop = threads.getClass().getComponentType().getDeclaredConstructor(BlockingQueue.class);
            newLoop.setAccessible(true);
            loops = new Loops(threads, queues, errors, newLoop);
        } catch (ReflectiveOperationException | RuntimeException e) {
            log.warn("embedded broker: its session loops are not the known ones ({}); a loop that fails will not be"
                    + " restarted and its clients will not connect until the next start", e.toString());
        }
    }

    /** The broker is about to stop: a loop that fails from now on stays ended. */
    void stop() {
        stopping = true;
    }

    @Override
    public String getID() {
        return "touchmove-session-loop-keeper";
    }

    /** Called by Moquette on the failed loop's own thread, which ends when this returns. */
    @Override
    public void onSessionLoopError(Throwable error) {
        log.error("embedded broker: session loop {} failed", Thread.currentThread().getName(), error);
        Loops l = loops;
        if (l == null || stopping) {
            return; // the WARN at attach said so, or the broker is stopping
        }
        synchronized (l) {
            for (int i = 0; i < l.threads().length; i++) {
                if (l.threads()[i] == Thread.currentThread()) {
                    restart(l, i);
                    return;
                }
            }
        }
        log.warn("embedded broker: the failed session loop {} is not one of the broker's; nothing restarted",
                Thread.currentThread().getName());
    }

    /**
     * A fresh loop in place {@code i}: the same queue, name and error handler. It starts while the failed one returns
     * from this handler; that one takes nothing more from the queue, so commands still run one at a time, in order.
     */
    private static void restart(Loops l, int i) {
        Thread failed = l.threads()[i];
        Thread fresh;
        try {
            fresh = (Thread) l.newLoop().newInstance(l.queues()[i]);
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            log.error("embedded broker: session loop {} cannot be restarted; its clients will not connect until the"
                    + " next start", failed.getName(), e);
            return;
        }
        fresh.setName(failed.getName());
        // A daemon: should the broker stop while this one starts, it must not keep the process from exiting.
        fresh.setDaemon(true);
        fresh.setUncaughtExceptionHandler(failed.getUncaughtExceptionHandler());
        l.errors().remove(failed.getName()); // logged above; not again as "terminated with error" at the broker's stop
        l.threads()[i] = fresh; // before start: the fresh loop sees itself there and runs its own commands in line
        fresh.start();
        log.warn("embedded broker: session loop {} restarted; {} command(s) waiting in its queue", fresh.getName(),
                l.queues()[i].size());
    }

    private static Object read(Class<?> owner, String name, Object target) throws ReflectiveOperationException {
        Field f = owner.getDeclaredField(name);
        f.setAccessible(true);
        Object v = f.get(target);
        if (v == null) {
            throw new NoSuchFieldException(owner.getSimpleName() + "." + name + " is null");
        }
        return v;
    }
}
