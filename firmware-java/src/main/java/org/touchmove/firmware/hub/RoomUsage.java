package org.touchmove.firmware.hub;

/**
 * What the room keeps over all its boards (events and their characters, for the public delay and after gaps) and how
 * often a limit or a reset struck: the totals {@link HubLimits} caps and {@code /hub.json} reports. Not thread-safe:
 * the {@link Room} serialises.
 */
final class RoomUsage {

    private long events;
    private long chars;
    private long boardCapHits;
    private long totalCapHits;
    private long resets;

    void keep(int n, long c) {
        events += n;
        chars += c;
    }

    void release(int n, long c) {
        events -= n;
        chars -= c;
    }

    void boardCapHit() {
        boardCapHits++;
    }

    void totalCapHit() {
        totalCapHits++;
    }

    void reset() {
        resets++;
    }

    long events() {
        return events;
    }

    long chars() {
        return chars;
    }

    long boardCapHits() {
        return boardCapHits;
    }

    long totalCapHits() {
        return totalCapHits;
    }

    long resets() {
        return resets;
    }
}
