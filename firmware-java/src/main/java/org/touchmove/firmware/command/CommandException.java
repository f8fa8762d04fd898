package org.touchmove.firmware.command;

/**
 * A command that is refused before it reaches a board: malformed (docs/commands.md, "Refusals") or stale. The
 * message names the field and what would be right; {@link #id()} is the command's id when it could be read, so the
 * reply can echo it.
 */
public final class CommandException extends RuntimeException {

    private final String id;
    private final String field;

    /**
     * @param id     the command's id, null when it could not be read (or is itself what is wrong)
     * @param field  the wire name of the offending field, null when the input as a whole is wrong (not JSON, too long)
     * @param reason what is wrong and what would be right
     */
    public CommandException(String id, String field, String reason) {
        super(reason);
        this.id = id;
        this.field = field;
    }

    /** The command's id, or null where it could not be read. */
    public String id() {
        return id;
    }

    /** The offending field's wire name, or null where the input as a whole is wrong. */
    public String field() {
        return field;
    }

    /** The reply to the refused command: nothing reached a board, so it carries no state. */
    public CommandReply reply() {
        return CommandReply.refused(id, getMessage(), null);
    }
}
