package org.touchmove.firmware.publish.mqtt;

import java.time.Instant;
import org.touchmove.firmware.command.CommandReply;

/**
 * The board runtime's side of the arbiter channel: it applies one command (the JSON exactly as received) and
 * answers once, with the reply the command package defines (docs/commands.md), under the command's {@code id}. The publisher has already refused malformed, stale and repeated commands before calling this.
 * Called on the publisher's command thread, one command at a time, in arrival order.
 */
@FunctionalInterface
public interface CommandHandler {

    CommandReply handle(String id, String commandJson, Instant receivedAt);
}
