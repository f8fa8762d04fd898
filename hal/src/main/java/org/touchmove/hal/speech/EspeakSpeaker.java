package org.touchmove.hal.speech;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Speaks through the espeak-ng program (Debian package {@code espeak-ng}): one process per announcement,
 * the words on its standard input. {@link #speak} only queues: a bounded queue and one worker thread, so
 * the controller never waits for speech. When the queue is full the oldest waiting announcement is dropped
 * (and logged): a stale time or move is worth less than the newest one.
 */
public final class EspeakSpeaker implements AnnouncementSpeaker {

    private static final Logger LOG = LoggerFactory.getLogger(EspeakSpeaker.class);
    private static final long PROCESS_LIMIT_SECONDS = 60;
    private static final long CLOSE_LIMIT_SECONDS = 120;

    private final EspeakCommand command;
    private final int capacity;
    private final Deque<String> queue = new ArrayDeque<>();
    private final Thread worker;
    private boolean closed;
    private int spoken;
    private int failed;
    private int dropped;

    private EspeakSpeaker(EspeakCommand command, int capacity) {
        this.command = command;
        this.capacity = capacity;
        this.worker = new Thread(this::run, "espeak-ng speaker");
        this.worker.setDaemon(true);
    }

    /**
     * Checks that the program runs and knows the voice, then starts the worker.
     *
     * @throws SpeakerUnavailableException naming the program or voice, and what to do
     */
    public static EspeakSpeaker start(EspeakCommand command, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("queue capacity must be at least 1, not " + capacity);
        }
        probe(command);
        EspeakSpeaker speaker = new EspeakSpeaker(command, capacity);
        speaker.worker.start();
        LOG.info("speaker started program={} voice={} wpm={}", command.program(), command.voice(),
                command.wordsPerMinute());
        return speaker;
    }

    private static void probe(EspeakCommand command) {
        Process p;
        try {
            p = new ProcessBuilder(command.probe()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new SpeakerUnavailableException("cannot run '" + command.program() + "' for announcements ("
                    + e.getMessage() + "): install the Debian package espeak-ng, or set announce.output = none", e);
        }
        try {
            String err = readAll(p.getErrorStream());
            if (!p.waitFor(PROCESS_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new SpeakerUnavailableException("'" + command.program() + "' did not answer within "
                        + PROCESS_LIMIT_SECONDS + " s");
            }
            if (p.exitValue() != 0) {
                throw new SpeakerUnavailableException("'" + command.program() + "' refuses voice '" + command.voice()
                        + "' (exit " + p.exitValue() + ": " + err.strip() + "); check announce.language");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SpeakerUnavailableException("interrupted while checking " + command.program(), e);
        }
    }

    @Override
    public synchronized void speak(String text) {
        if (closed) {
            throw new IllegalStateException("speaker is closed");
        }
        if (queue.size() >= capacity) {
            String stale = queue.pollFirst();
            dropped++;
            LOG.warn("speaker queue full capacity={} dropped=\"{}\"", capacity, stale);
        }
        queue.addLast(text);
        notifyAll();
    }

    /** Speaks what is queued (up to two minutes), then stops the worker. */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
        try {
            worker.join(TimeUnit.SECONDS.toMillis(CLOSE_LIMIT_SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (worker.isAlive()) {
            LOG.warn("speaker still speaking after {} s; stopping it", CLOSE_LIMIT_SECONDS);
            worker.interrupt();
        }
    }

    /** Announcements spoken without error so far. */
    public synchronized int spoken() {
        return spoken;
    }

    /** Announcements whose process failed (each logged with its error). */
    public synchronized int failed() {
        return failed;
    }

    /** Announcements dropped because the queue was full. */
    public synchronized int dropped() {
        return dropped;
    }

    private void run() {
        int index = 0;
        while (true) {
            String text;
            synchronized (this) {
                while (queue.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        LOG.warn("speaker interrupted; {} announcements not spoken", queue.size());
                        return;
                    }
                }
                if (queue.isEmpty()) {
                    return;
                }
                text = queue.pollFirst();
            }
            index++;
            boolean ok = say(text, command.speak(index));
            synchronized (this) {
                if (ok) {
                    spoken++;
                } else {
                    failed++;
                }
            }
        }
    }

    private boolean say(String text, List<String> argv) {
        Process p = null;
        try {
            p = new ProcessBuilder(argv).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(text.getBytes(StandardCharsets.UTF_8));
            }
            String err = readAll(p.getErrorStream());
            if (!p.waitFor(PROCESS_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                LOG.error("speaker gave up after {} s text=\"{}\"", PROCESS_LIMIT_SECONDS, text);
                return false;
            }
            if (p.exitValue() != 0) {
                LOG.error("speaker failed exit={} error=\"{}\" text=\"{}\"", p.exitValue(), err.strip(), text);
                return false;
            }
            return true;
        } catch (IOException e) {
            LOG.error("speaker failed text=\"{}\"", text, e);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            LOG.warn("speaker interrupted text=\"{}\"", text);
            return false;
        }
    }

    private static String readAll(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read error output: " + e.getMessage() + ")";
        }
    }
}
