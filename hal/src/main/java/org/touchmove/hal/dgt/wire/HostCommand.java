package org.touchmove.hal.dgt.wire;

/** A command a host sends to a DGT board: a one-byte board request, a clock command, or a byte nobody knows. */
public sealed interface HostCommand permits BoardRequest, ClockCommand, UnknownCommand {
}
