package org.touchmove.firmware.dgt;

import org.touchmove.hal.dgt.wire.BoardMessage;

/** Where the emulated board's messages go: the transport's write side. */
@FunctionalInterface
public interface MessageOut {

    void send(BoardMessage message);
}
