package org.touchmove.firmware.publish.mqtt;

import java.time.Clock;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
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
            c.publish(topics.cmdReply(), reply, MqttBoardPublisher.QOS, false);
        } catch (MqttException e) {
            log.warn("mqtt board {}: reply to command {} not sent: {} (a retry with the same id gets it)", boardId,
                    outcome.reply().id(), MqttBoardPublisher.describe(e));
        }
    }
}
