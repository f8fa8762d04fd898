package org.touchmove.firmware.command;

import java.time.Instant;

/**
 * A command as it arrives: the sender's id (echoed in the reply, so a sender matches replies and a repeated id is
 * answered, not applied twice) and when it was issued (a stale command is refused).
 *
 * @param id       the sender's command id, 1..64 printable ASCII characters
 * @param issuedAt when the sender issued it; null where the channel has no staleness rule (scripts, console)
 */
public record CommandRequest(String id, Instant issuedAt, ArbiterCommand command) {
}
