package org.touchmove.firmware.publish.mqtt;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandReply;

/**
 * The board's arbiter channel (docs/commands.md): a command read on {@code cmd} is checked by the {@link CommandGate}
 * (malformed, stale, repeated), applied by the {@link CommandHandler}, and answered on {@code cmd/reply}. Commands run
 * one at a time on their own executor, so a slow command never delays the publisher's PUBACKs. A retained command is
 * refused: it would be applied again by every reconnect.
 */
final class CommandChannel {

    private static final Logger log = LoggerFactory.getLogger(CommandChannel.class);
    /** How long a reply waits for room in flight and its PUBACK before it is given up (a retry gets it). */
    static final Duration REPLY_WAIT = Duration.ofSeconds(30);

    private final String boardId;
    private final CommandGate gate;
    private final Executor commands;
    private final Topics topics;
    private final Payloads payloads;
    private final Clock clock;
    /** Where replies go: the connection up, or null while there is none. */
    private volatile MqttAsyncClient replies;

    /** @param commands runs the commands, one at a time, in arrival order */
    CommandChannel(String boardId, CommandGate gate, Executor commands, Topics topics, Payloads payloads, Clock clock) {
        this.boardId = boardId;
        this.gate = gate;
        this.commands = commands;
        this.topics = topics;
        this.payloads = payloads;
        this.clock = clock;
    }

    /** Replies go out on {@code client} from now on; null: no connection, a reply is dropped (a retry gets it). */
    void replyOn(MqttAsyncClient client) {
        this.replies = client;
    }

    /** A message on {@code cmd} (from Paho's thread): handed to the command executor. */
    void received(String json, boolean retained) {
        try {
            commands.execute(() -> command(json, retained));
        } catch (RejectedExecutionException e) {
            log.warn("mqtt board {}: command arrived while stopping; not handled", boardId);
        }
    }

    /** Decides on one command and publishes the reply. */
    void command(String json, boolean retained) {
        String retainedId = retained && CommandEnvelope.parse(json) instanceof CommandEnvelope.Wellformed w
                ? w.id() : null;
        CommandGate.Outcome outcome = retained
                ? new CommandGate.Outcome(CommandReply.refused(retainedId, "malformed: a command must not be retained",
                        null), false)
                : gate.decide(json);
        byte[] reply = payloads.reply(outcome.reply(), clock.instant());
        MqttAsyncClient c = replies;
        if (c == null) {
            log.warn("mqtt board {}: reply to command {} not sent, no connection (a retry with the same id gets it)",
                    boardId, outcome.reply().id());
            return;
        }
        try {
            send(c, reply);
        } catch (MqttException e) {
            log.warn("mqtt board {}: reply to command {} not sent: {} (a retry with the same id gets it)", boardId,
                    outcome.reply().id(), MqttBoardPublisher.describe(e));
        }
    }

    /**
     * Publishes a reply and waits for its PUBACK, so a burst of commands queues on the command executor instead of
     * overflowing Paho's window ("Too many publishes in progress" lost most replies of 1,000 commands): at most one
     * reply of this channel is in flight. Should the window still be full (events, snapshots), it waits for one message
     * in flight to complete and tries again, until {@link #REPLY_WAIT}.
     */
    private void send(MqttAsyncClient c, byte[] reply) throws MqttException {
        long end = System.nanoTime() + REPLY_WAIT.toNanos();
        while (true) {
            try {
                c.publish(topics.cmdReply(), reply, MqttBoardPublisher.QOS, false).waitForCompletion(remainingMs(end));
                return;
            } catch (MqttException e) {
                if (e.getReasonCode() != MqttException.REASON_CODE_MAX_INFLIGHT || System.nanoTime() >= end) {
                    throw e;
                }
                IMqttDeliveryToken[] pending = c.getPendingDeliveryTokens();
                if (pending.length > 0) {
                    try {
                        pending[0].waitForCompletion(remainingMs(end));
                    } catch (MqttException other) {
                        // That message's own trouble (its publisher reports it): this reply tries again.
                        log.debug("mqtt board {}: waiting for room in flight: {}", boardId, other.toString());
                    }
                }
            }
        }
    }

    private static long remainingMs(long endNanos) {
        return Math.max(1, java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(endNanos - System.nanoTime()));
    }
}
