package org.touchmove.firmware.simulation;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.publish.mqtt.CommandHandler;
import org.touchmove.firmware.publish.mqtt.MqttBoardPublisher;
import org.touchmove.firmware.publish.mqtt.MqttBrokerLink;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.runtime.BoardChannel;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.sim.BoardTiming;

/**
 * One board of the tournament bench, a whole controller as a real board runs it: the simulated board, interpreter and
 * clock ({@link SimulatedSession}), its event journal on disk, and its own MQTT publisher reading that journal (on a
 * connection of its own, or on the process's shared {@link MqttBrokerLink}). A
 * player replays a PGN game on it with thinking time between moves. Arbiter commands from MQTT run on the room's
 * thread, like every other input of the board.
 */
final class TournamentBoard implements AutoCloseable {

    private final String boardId;
    private final EventJournal journal;
    private final SimulatedSession session;
    private final PgnGamePlay play;
    private final PlayedBoard played;
    private final MqttBoardPublisher publisher;
    /** Each move's seq and the board's (virtual) time of the step that completed it; the room's thread only. */
    private final Map<Long, Long> decided;

    private TournamentBoard(String boardId, EventJournal journal, SimulatedSession session, PgnGamePlay play,
                            PlayedBoard played, MqttBoardPublisher publisher, Map<Long, Long> decided) {
        this.decided = decided;
        this.boardId = boardId;
        this.journal = journal;
        this.session = session;
        this.play = play;
        this.played = played;
        this.publisher = publisher;
    }

    /**
     * Board {@code index} (1-based) of run {@code run} playing {@code pgn}, its state under {@code stateDir},
     * publishing on {@code link}, or on a connection of its own ({@code mqtt}, its state directory the board's) when
     * {@code link} is null.
     */
    static TournamentBoard open(String run, int index, PgnGame pgn, Path stateDir, MqttSettings mqtt,
                                MqttBrokerLink link,
                                PacedRoom room, long meanThinkNanos, int maxPlies) {
        String boardId = id(run, index);
        EventJournal journal = EventJournal.open(stateDir, boardId, JournalOptions.DEFAULT);
        try {
            Map<Long, Long> decided = new HashMap<>();
            SimulatedSession[] self = new SimulatedSession[1];
            // Committed events reach this sink in the step that decided them: the board's time then is when the
            // move was complete (after the press grace, a deliberate wait), as the room ran it.
            EventSink sink = e -> {
                if (e.body() instanceof MoveEvent) {
                    decided.put(e.seq(), self[0].time().nanos());
                }
            };
            SimulatedSession session = new SimulatedSession(GameReplay.settings(boardId), sink,
                    new JournalStore(journal), Instant.now(), BoardTiming.DEFAULT, BoardsBench.gameIds(boardId));
            self[0] = session;
            PgnGamePlay play = new GameReplay(null).play(index, pgn, session);
            PlayedBoard played = new PlayedBoard(session,
                    new ThinkingPlayer(play, meanThinkNanos, maxPlies, index * 7_919L));
            BoardChannel channel = new BoardChannel(session.runtime(), () -> session.time().nanos());
            CommandHandler commands = (id, json, at) -> onRoomThread(room, channel, id, json, at);
            MqttBoardPublisher publisher = link != null
                    ? link.attach(boardId, stateDir.resolve(boardId), journal, channel, commands)
                    : MqttBoardPublisher.start(mqtt.withStateDir(stateDir.resolve(boardId)), boardId,
                            journal, channel, commands);
            session.runtime().setRepublisher(publisher::republishFrom);
            return new TournamentBoard(boardId, journal, session, play, played, publisher, decided);
        } catch (RuntimeException e) {
            journal.close();
            throw e;
        }
    }

    /**
     * Board {@code index}'s id in run {@code run}: runs sharing a broker (or one run's leftovers in the hub) must not
     * mix, and two MQTT clients with one client id would push each other off the broker.
     */
    static String id(String run, int index) {
        return String.format("%s-%04d", run, index);
    }

    /** Waits up to {@code timeout} for the broker connection. */
    boolean awaitConnected(Duration timeout) throws InterruptedException {
        return publisher.awaitConnected(timeout);
    }

    /**
     * The board's (virtual) time of the step that completed the move of {@code seq}, or empty when that is no move of
     * this board; read it once the room has finished.
     */
    Optional<Long> decidedNanos(long seq) {
        return Optional.ofNullable(decided.get(seq));
    }

    private static CommandReply onRoomThread(PacedRoom room, BoardChannel channel, String id, String json, Instant at) {
        try {
            return room.call(() -> channel.handle(id, json, at)).get(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CommandReply.refused(id, "interrupted while waiting for the board", null);
        } catch (ExecutionException | TimeoutException e) {
            return CommandReply.refused(id, "the board did not answer in 10 s", null);
        }
    }

    String boardId() {
        return boardId;
    }

    /** The board as the room steps it. */
    PlayedBoard played() {
        return played;
    }

    /** The game's id (each board plays one game). */
    String gameId() {
        return boardId + "-g1";
    }

    /** The moves the player made, in UCI: what every consumer must rebuild. */
    List<String> playedMoves() {
        return play.played().stream().map(Move::uci).toList();
    }

    /** Whether the controller itself recorded exactly the moves played. */
    ReplayOutcome outcome() {
        return play.outcome(new PgnGamePlay.Seen());
    }

    /** Commits what is pending (clock ticks wait for a commit otherwise); call once the room has finished. */
    void flush() {
        session.runtime().flush().join();
    }

    /** The seq of the board's last event. */
    long lastSeq() {
        return journal.nextSeq() - 1;
    }

    /** The seq up to which the broker acknowledged every event. */
    long acknowledgedSeq() {
        return publisher.acknowledgedSeq();
    }

    @Override
    public void close() {
        try {
            publisher.close();
        } finally {
            journal.close();
        }
    }
}
