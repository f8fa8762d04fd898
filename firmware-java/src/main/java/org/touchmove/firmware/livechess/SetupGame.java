package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.SetupPolicy;
import java.util.UUID;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.runtime.BoardObserver;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.Subscription;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.hal.OccupancySnapshot;

/**
 * A player at home ({@link SetupPolicy#NEW_GAME}): a client's set-up of a position the board's game is not in starts a
 * new game from it once the pieces stand so, through the arbiter's {@code new-game} command (journalled like any new
 * game, with the board's time control). An occupancy board cannot tell pieces apart: "stand so" is the stable reading
 * showing the position's occupied squares. The board's own moves come first: while the position is one legal move
 * away from the game's, that move (completed as any move) takes the game there, and no new game is started.
 *
 * <p>One set-up is held at a time (the latest); it is dropped when the game reaches the position, when a game starts
 * (from it or any other), or when its client withdraws it.
 */
final class SetupGame implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(SetupGame.class);

    private final BoardRuntime runtime;
    private final LongSupplier nanos;
    private final Subscription subscription;
    /** The set-up waiting for the pieces; null: none. */
    private Armed armed;
    /** The occupancy of the board's last stable reading; null before the first. */
    private Long occupancy;

    /** @param gameId the board's game when the client sent it (null: none yet); another game drops it */
    private record Armed(Position position, SetupKey key, String gameId) {
    }

    /** @param nanos the board's time source (the time a command is given at) */
    SetupGame(BoardRuntime runtime, LongSupplier nanos) {
        this.runtime = runtime;
        this.nanos = nanos;
        subscription = runtime.subscribe(new BoardObserver() {
            @Override
            public void onEvent(Event event) {
                check();
            }

            @Override
            public void onReading(OccupancySnapshot reading) {
                reading(reading.occupancy().bits());
            }

            @Override
            public void onOverflow(long lastDeliveredSeq) {
                check(); // the committed view has what was dropped
            }
        }, BoardRuntime.DEFAULT_OBSERVER_CAPACITY, true);
    }

    /** Holds {@code position} until the pieces stand so (or the game reaches it); the handle withdraws it. */
    LiveBoards.Setup arm(Position position) {
        Armed a = new Armed(position, SetupKey.of(position), runtime.view().gameId());
        synchronized (this) {
            armed = a;
        }
        check();
        return () -> withdraw(a);
    }

    private synchronized void withdraw(Armed a) {
        if (armed == a) {
            armed = null;
        }
    }

    private void reading(long bits) {
        synchronized (this) {
            occupancy = bits;
        }
        check();
    }

    private void check() {
        Position start;
        synchronized (this) {
            if (armed == null) {
                return;
            }
            BoardView view = runtime.view();
            if (armed.key().latestPly(view) >= 0 || !java.util.Objects.equals(armed.gameId(), view.gameId())) {
                armed = null; // the game stands (or stood) in it, or another game began: the feeds count from there
                return;
            }
            if (occupancy == null || occupancy != armed.position().occupied()) {
                return;
            }
            if (view.fen() != null && view.result() == null
                    && oneMoveTo(Position.fromStandardOrChess960Fen(view.fen()), armed.key())) {
                return; // the move on the board takes the game there once it is completed
            }
            start = armed.position();
            armed = null;
        }
        String id = "livechess-setup-" + UUID.randomUUID();
        log.info("board {}: the pieces stand as a LiveChess client's set-up says: new game from {} ({})",
                runtime.boardId(), start.fen(), id);
        runtime.command(new CommandRequest(id, null, new ArbiterCommand.NewGame(start.fen(), null, GameMetadata.NONE, start.isChess960())),
                nanos.getAsLong(), reply -> {
                    if (!reply.accepted()) {
                        log.warn("board {}: new game from a LiveChess set-up refused: {}", runtime.boardId(),
                                reply.reason());
                    }
                });
    }

    private static boolean oneMoveTo(Position from, SetupKey to) {
        for (Move m : from.legalMoves()) {
            if (SetupKey.of(from.play(m)).equals(to)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        subscription.close();
    }
}
