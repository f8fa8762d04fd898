package org.touchmove.firmware.scoresheet;

import java.util.Locale;

/** Who signs a scoresheet (Art. 8.7: both players sign, showing the result; the arbiter where the event asks). */
public enum Signer {
    WHITE,
    BLACK,
    ARBITER;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
