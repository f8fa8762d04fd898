package org.touchmove.firmware.dgt;

import java.util.Objects;

/**
 * How the emulation presents itself.
 *
 * @param face         where the host's clock commands are shown
 * @param identity     serial numbers, versions and texts
 * @param resultPieces report a game's end with its magic piece (codes 13-15) on an empty centre square
 */
public record DgtOptions(DgtClockFace face, DgtIdentity identity, boolean resultPieces) {

    /**
     * No result pieces by default: a host that does not know codes 13-15 can fail on them (python-asyncdgt
     * raises a KeyError on the field update); switch them on for hosts that read them.
     */
    public static final DgtOptions DEFAULT = new DgtOptions(DgtClockFace.NONE, DgtIdentity.DEFAULT, false);

    public DgtOptions {
        Objects.requireNonNull(face, "face");
        Objects.requireNonNull(identity, "identity");
    }

    public DgtOptions withFace(DgtClockFace newFace) {
        return new DgtOptions(newFace, identity, resultPieces);
    }

    public DgtOptions withResultPieces(boolean on) {
        return new DgtOptions(face, identity, on);
    }
}
