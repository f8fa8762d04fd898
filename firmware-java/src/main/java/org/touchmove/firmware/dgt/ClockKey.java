package org.touchmove.firmware.dgt;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.dgt.wire.DgtBytes;

/**
 * The five DGT 3000 keys as a button-press acknowledgement names them: the key in ack3 and the bit
 * pattern the clock sends with it in ack2.
 */
enum ClockKey {
    BACK(DgtBytes.BUTTON_BACK, 0x05),
    MINUS(DgtBytes.BUTTON_MINUS, 0x21),
    RUN(DgtBytes.BUTTON_RUN, 0x11),
    PLUS(DgtBytes.BUTTON_PLUS, 0x09),
    OK(DgtBytes.BUTTON_OK, 0x41);

    private final int code;
    private final int pattern;

    ClockKey(int code, int pattern) {
        this.code = code;
        this.pattern = pattern;
    }

    int code() {
        return code;
    }

    int pattern() {
        return pattern;
    }

    /** Touchmove's clock button as a DGT 3000 key; null for the lever sides, which time messages report. */
    static ClockKey of(ClockButton button) {
        return switch (button) {
            case MENU -> BACK;
            case MINUS -> MINUS;
            case PAUSE -> RUN;
            case PLUS -> PLUS;
            case OK -> OK;
            case WHITE, BLACK -> null;
        };
    }
}
