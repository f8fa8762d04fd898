package org.touchmove.firmware.hub;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.command.CommandException;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.publish.mqtt.MqttBoardPublisher;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.publish.mqtt.StateSnapshots;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.BoardViews;
import org.touchmove.firmware.view.GamePgn;

/**
 * A board as the hub sees it: events from a simulated controller (a {@link LiveSession}, or a scenario's recorded
 * events) go through an in-memory journal into the real MQTT publisher ({@code MqttBoardPublisher}), with its
 * retained snapshots, status, last will and command channel. Commands reach the live session's runtime.
 */
final class MqttTestBoard implements AutoCloseable, EventLog, StateSnapshots {

    private final String boardId;
    private final LiveSession session;
    private final List<StoredEvent> journal = new ArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Event> published = new ArrayList<>();
    private BoardView view;
    private final MqttBoardPublisher publisher;

    MqttTestBoard(URI broker, Path stateDir, String boardId, LiveSession session) {
        this.boardId = boardId;
        this.session = session;
        this.view = BoardViews.empty(boardId);
        MqttSettings settings = MqttSettings.defaults(broker, stateDir);
        this.publisher = MqttBoardPublisher.start(settings, boardId, this, this, this::command);
    }

    private CommandReply command(String id, String json, java.time.Instant receivedAt) {
        if (session == null) {
            return CommandReply.refused(id, "this test board plays recorded events and takes no commands", null);
        }
        CommandRequest request;
        try {
            request = CommandJson.parse(json);
        } catch (CommandException e) {
            return CommandReply.refused(id, e.getMessage(), null);
        }
        // The MQTT layer already checked staleness against the wall clock; the session runs in virtual time.
        CommandReply reply = session.command(new CommandRequest(request.id(), null, request.command()));
        sync();
        return reply;
    }

    /** Journals (and so publishes) what the live session emitted since the last call. */
    void sync() {
        append(session.events());
    }

    /** Journals the events not yet journalled (by seq), with this board's id. */
    void append(List<Event> events) {
        synchronized (this) {
            long last = journal.isEmpty() ? 0 : journal.get(journal.size() - 1).seq();
            for (Event e : events) {
                if (e.seq() <= last) {
                    continue;
                }
                Event own = new Event(boardId, e.gameId(), e.seq(), e.ts(), e.monoMs(), e.body());
                journal.add(new StoredEvent(own.seq(), own.type(), EventJson.write(own)));
                published.add(own);
                view = BoardViews.apply(view, own);
                last = own.seq();
            }
        }
        for (Runnable r : listeners) {
            r.run();
        }
    }

    synchronized List<Event> published() {
        return List.copyOf(published);
    }

    synchronized BoardView view() {
        return view;
    }

    /** Generous: a connection on a loaded 2-core machine may take many seconds (issue 23). */
    boolean awaitConnected() throws InterruptedException {
        return publisher.awaitConnected(Duration.ofSeconds(60));
    }

    long acknowledgedSeq() {
        return publisher.acknowledgedSeq();
    }

    @Override
    public synchronized long lastDurableSeq() {
        return journal.isEmpty() ? 0 : journal.get(journal.size() - 1).seq();
    }

    @Override
    public synchronized List<StoredEvent> readAfter(long afterSeq, int max) {
        List<StoredEvent> out = new ArrayList<>();
        for (StoredEvent e : journal) {
            if (e.seq() > afterSeq && out.size() < max) {
                out.add(e);
            }
        }
        return out;
    }

    @Override
    public void addCommitListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeCommitListener(Runnable listener) {
        listeners.remove(listener);
    }

    @Override
    public synchronized Optional<Snapshot> current() {
        if (journal.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Snapshot(view.lastSeq(), BoardViewJson.game(view), BoardViewJson.position(view),
                BoardViewJson.clock(view), view.hasGame() ? GamePgn.render(view) : ""));
    }

    @Override
    public void close() {
        publisher.close();
    }
}
