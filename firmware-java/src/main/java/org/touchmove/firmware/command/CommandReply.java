package org.touchmove.firmware.command;

/**
 * The one reply to a command.
 *
 * @param id        the command's id
 * @param accepted  true: applied; false: refused, nothing changed
 * @param reason    why it was refused (null when accepted); names the field for a malformed command
 * @param stateJson the board's state view after the command (docs/state-view.md), as JSON; null when refused before
 *                  reaching a board (malformed)
 */
public record CommandReply(String id, boolean accepted, String reason, String stateJson) {

    public static CommandReply accepted(String id, String stateJson) {
        return new CommandReply(id, true, null, stateJson);
    }

    public static CommandReply refused(String id, String reason, String stateJson) {
        return new CommandReply(id, false, reason, stateJson);
    }
}
