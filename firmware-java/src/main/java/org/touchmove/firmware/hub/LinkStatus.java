package org.touchmove.firmware.hub;

/**
 * What a link's retained status says (docs/mqtt.md, "Many boards on one connection"): its shared connection is
 * online, or offline after a shutdown, or offline because the broker published the link's last will ({@code lost}).
 *
 * @param online the link's connection is up
 * @param reason {@code shutdown}, {@code lost} or null
 */
record LinkStatus(boolean online, String reason) {

    /** A link the hub has not heard of yet: its boards are not shown online on their word alone. */
    static final LinkStatus UNKNOWN = new LinkStatus(false, null);
}
