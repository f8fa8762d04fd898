package org.touchmove.firmware.publish.mqtt;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandReply;

/**
 * Decides the one reply to a command that arrived on the board's {@code cmd} topic: malformed and stale commands are
 * refused here without reaching the runtime; a command id seen before gets its first reply again and is not applied
 * a second time (QoS 1 can deliver a command twice); everything else goes to the {@link CommandHandler}.
 */
final class CommandGate {

    private static final Logger log = LoggerFactory.getLogger(CommandGate.class);
    private static final int REMEMBERED_IDS = 1000;

    /** @param reply the answer, under the command's id (null when unreadable); @param repeated an id seen before */
    record Outcome(CommandReply reply, boolean repeated) {
    }

    private final CommandHandler handler;
    private final Clock clock;
    private final Duration maxAge;
    private final Map<String, CommandReply> answered = new LinkedHashMap<>(64, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CommandReply> eldest) {
            return size() > REMEMBERED_IDS;
        }
    };

    CommandGate(CommandHandler handler, Clock clock, Duration maxAge) {
        this.handler = handler;
        this.clock = clock;
        this.maxAge = maxAge;
    }

    /** Not thread-safe: the publisher calls it from its single command thread. */
    Outcome decide(String json) {
        Instant receivedAt = clock.instant();
        CommandEnvelope envelope = CommandEnvelope.parse(json);
        if (envelope instanceof CommandEnvelope.Malformed m) {
            log.warn("command refused: {}", m.reason());
            return new Outcome(CommandReply.refused(m.id(), m.reason(), null), false);
        }
        CommandEnvelope.Wellformed w = (CommandEnvelope.Wellformed) envelope;
        CommandReply earlier = answered.get(w.id());
        if (earlier != null) {
            log.info("command {} seen before: its first reply is sent again, nothing applied", w.id());
            return new Outcome(earlier, true);
        }
        CommandReply reply = fresh(w, json, receivedAt);
        answered.put(w.id(), reply);
        return new Outcome(reply, false);
    }

    private CommandReply fresh(CommandEnvelope.Wellformed w, String json, Instant receivedAt) {
        Duration age = Duration.between(w.issuedAt(), receivedAt);
        if (age.compareTo(maxAge) > 0) {
            String reason = "stale: issued " + age.toMillis() + " ms ago, the limit is " + maxAge.toMillis() + " ms";
            log.warn("command {} refused: {}", w.id(), reason);
            return CommandReply.refused(w.id(), reason, null);
        }
        if (age.negated().compareTo(maxAge) > 0) {
            String reason = "stale: issuedAt is " + age.negated().toMillis()
                    + " ms in the future (clocks out of step?), the limit is " + maxAge.toMillis() + " ms";
            log.warn("command {} refused: {}", w.id(), reason);
            return CommandReply.refused(w.id(), reason, null);
        }
        try {
            CommandReply reply = handler.handle(w.id(), json, receivedAt);
            if (reply == null) {
                throw new IllegalStateException("the command handler returned no reply");
            }
            if (!w.id().equals(reply.id())) {
                throw new IllegalStateException("the command handler replied under id " + reply.id());
            }
            return reply;
        } catch (RuntimeException e) {
            // The exception boundary of the arbiter channel: the arbiter learns it failed, the board goes on.
            log.error("command {} failed in the runtime", w.id(), e);
            // The arbiter reads words, not Java class names; the log has the exception and its trace.
            return CommandReply.refused(w.id(), CommandReply.INTERNAL_ERROR, null);
        }
    }
}
