package org.touchmove.firmware.publish.mqtt;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs tasks one at a time, in the order given, on a shared pool: what a thread of its own gives one board (no two of
 * its tasks at once, each seeing the effects of the one before), without the thread. The boards of a
 * {@link MqttBrokerLink} each have one, over the link's few threads.
 */
final class SerialExecutor implements Executor {

    private static final Logger log = LoggerFactory.getLogger(SerialExecutor.class);

    private final Executor pool;
    private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    SerialExecutor(Executor pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (tasks) {
            tasks.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        try {
            pool.execute(this::drain);
        } catch (RuntimeException e) {
            synchronized (tasks) {
                tasks.clear();
                running = false;
            }
            throw e;
        }
    }

    /** Runs the queued tasks, a bounded number per turn, so one busy board does not hold a pool thread forever. */
    private void drain() {
        for (int i = 0; i < 64; i++) {
            Runnable next;
            synchronized (tasks) {
                next = tasks.poll();
                if (next == null) {
                    running = false;
                    return;
                }
            }
            try {
                next.run();
            } catch (RuntimeException e) {
                log.error("a serial task failed; the next ones still run", e);
            }
        }
        try {
            pool.execute(this::drain); // its turn again after the other boards' queued work
        } catch (RuntimeException e) {
            synchronized (tasks) {
                log.debug("pool stopped; {} queued task(s) dropped", tasks.size());
                tasks.clear();
                running = false;
            }
        }
    }
}
