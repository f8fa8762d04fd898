package org.touchmove.firmware.scoresheet;

import org.touchmove.firmware.event.Signer;

import java.util.Objects;

/** A signature on the scoresheet: who confirmed the record and the result, and when. */
public record SignOff(Signer signer, Stamp stamp) {

    public SignOff {
        Objects.requireNonNull(signer, "signer");
        Objects.requireNonNull(stamp, "stamp");
    }
}
