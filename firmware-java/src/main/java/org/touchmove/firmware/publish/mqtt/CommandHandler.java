package org.touchmove.firmware.publish.mqtt;

import java.time.Instant;

/**
 * The board runtime's side of the arbiter channel: it applies one command (the JSON exactly as received) and
 * answers once. The publisher has already refused malformed, stale and repeated commands before calling this.
 * Called on the publisher's command thread, one command at a time, in arrival order.
 */
@FunctionalInterface
public interface CommandHandler {

    CommandReply handle(String commandJson, Instant receivedAt);
}
