package org.touchmove.firmware.event;

/** Who signs a scoresheet (Art. 8.7: both players sign, showing the result; the arbiter where the event asks). */
public enum Signer {
    WHITE("white"),
    BLACK("black"),
    ARBITER("arbiter");

    private final String wireName;

    Signer(String wireName) {
        this.wireName = wireName;
    }

    /** The name in events ({@code scoresheet}, {@code signedBy}). */
    public String wireName() {
        return wireName;
    }

    public static Signer fromWireName(String name) {
        for (Signer s : values()) {
            if (s.wireName.equals(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("not a signer: '" + name + "'");
    }
}
