package org.touchmove.firmware.hub;

import java.util.List;

/**
 * One thing the arbiter can do to a board from the desk, with the commands it sends (docs/commands.md, each a JSON
 * object without {@code id} and {@code issuedAt}) and what it leaves in the game's record.
 *
 * @param name     stable within a state: the page sends it back, the hub recomputes the fitting actions and sends
 *                 the commands of the one so named (an action that no longer fits is refused)
 * @param label    the button's words
 * @param article  the FIDE Laws article it applies, or null
 * @param commands the commands, sent in order
 * @param audit    the {@code [%arbiter]} comment it leaves in the PGN after the ply it concerns (docs/hub.md,
 *                 "Audit"), or null where the Laws want nothing recorded
 */
record DeskAction(String name, String label, String article, List<String> commands, String audit) {

    DeskAction {
        commands = List.copyOf(commands);
    }
}
