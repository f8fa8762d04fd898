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

    /**
     * The reason of a command the runtime failed on (a bug): words for the arbiter, never a Java class name; the
     * exception and its trace are logged on the board.
     */
    public static final String INTERNAL_ERROR = "internal error: the command was not applied; the board's log has"
            + " the details, and the board goes on";

    public static CommandReply accepted(String id, String stateJson) {
        return new CommandReply(id, true, null, stateJson);
    }

    public static CommandReply refused(String id, String reason, String stateJson) {
        return new CommandReply(id, false, reason, stateJson);
    }
}
