package org.touchmove.firmware.runtime;

import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import org.touchmove.firmware.command.CommandException;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.publish.mqtt.CommandHandler;
import org.touchmove.firmware.publish.mqtt.StateSnapshots;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViewJson;
import org.touchmove.firmware.view.PgnMemo;

/**
 * What a broadcast channel (MQTT) needs of a running board: its retained snapshots, read from the state view, and
 * its commands, carried into the board's queue with their one reply. No MQTT code here: the publisher calls it.
 */
public final class BoardChannel implements StateSnapshots, CommandHandler {

    /** A command not answered by then is refused: the board is stuck or shutting down. */
    private static final long REPLY_TIMEOUT_SECONDS = 10;

    private final BoardRuntime runtime;
    private final LongSupplier nanos;
    private final PgnMemo pgn = new PgnMemo();

    /** @param nanos the board's time source (the command takes effect at the board's current time) */
    public BoardChannel(BoardRuntime runtime, LongSupplier nanos) {
        this.runtime = runtime;
        this.nanos = nanos;
    }

    @Override
    public Optional<Snapshot> current() {
        BoardView v = runtime.view();
        if (!v.hasGame()) {
            return Optional.empty();
        }
        return Optional.of(new Snapshot(v.lastSeq(), BoardViewJson.game(v), BoardViewJson.position(v),
                BoardViewJson.clock(v), pgn.render(v)));
    }

    @Override
    public CommandReply handle(String id, String commandJson, Instant receivedAt) {
        CommandRequest request;
        try {
            request = CommandJson.parse(commandJson);
        } catch (CommandException e) {
            return CommandReply.refused(id, e.getMessage(), null); // under the id the channel read, even where this one is stricter
        }
        CompletableFuture<CommandReply> reply = new CompletableFuture<>();
        runtime.command(request, nanos.getAsLong(), reply::complete);
        try {
            return reply.get(REPLY_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            return CommandReply.refused(id, "the board did not answer within " + REPLY_TIMEOUT_SECONDS + " s", null);
        } catch (ExecutionException e) {
            return CommandReply.refused(id, "the board failed: " + e.getCause(), null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CommandReply.refused(id, "interrupted while waiting for the board", null);
        }
    }
}
