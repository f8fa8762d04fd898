package org.touchmove.hal.dgt.wire;

/**
 * Host bytes that are not a command Touchmove knows (bus-mode commands, draughts, LEDs, a malformed
 * clock frame): the emulated board ignores them, as a real board ignores what it does not know.
 *
 * @param firstByte the byte that started it
 * @param reason    why it was not understood, for the log
 */
public record UnknownCommand(int firstByte, String reason) implements HostCommand {
}
