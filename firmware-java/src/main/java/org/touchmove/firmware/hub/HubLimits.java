package org.touchmove.firmware.hub;

import java.util.Set;

/**
 * What the hub lets a board cost it (docs/hub.md, "Limits"): which boards it admits, and how many events and bytes it
 * keeps for the public delay, per board and in total. Bytes are the characters of the messages as received.
 *
 * @param boards      the boards the hub admits (from {@code hub.boards} and the pairings); empty: any valid board
 *                    id, up to {@code maxBoards}
 * @param maxBoards   {@code hub.maxBoards}: how many boards the room holds when no list is given
 * @param boardEvents {@code hub.limits.boardEvents}: events one board may have kept (delay window and held)
 * @param boardBytes  {@code hub.limits.boardMegabytes}, in bytes
 * @param totalEvents {@code hub.limits.totalEvents}: events kept over every board
 * @param totalBytes  {@code hub.limits.totalMegabytes}, in bytes
 */
record HubLimits(Set<String> boards, int maxBoards, int boardEvents, long boardBytes, int totalEvents,
                 long totalBytes) {

    static final int DEFAULT_MAX_BOARDS = 1000;
    static final int DEFAULT_BOARD_EVENTS = 20_000;
    static final int DEFAULT_BOARD_MEGABYTES = 4;
    static final int DEFAULT_TOTAL_EVENTS = 500_000;
    static final int DEFAULT_TOTAL_MEGABYTES = 64;
    /** A message longer than this is refused before it is parsed (a whole game's PGN is a few tens of KB). */
    static final int MAX_MESSAGE_CHARS = 256 * 1024;

    static final HubLimits DEFAULTS = new HubLimits(Set.of(), DEFAULT_MAX_BOARDS, DEFAULT_BOARD_EVENTS,
            DEFAULT_BOARD_MEGABYTES << 20, DEFAULT_TOTAL_EVENTS, (long) DEFAULT_TOTAL_MEGABYTES << 20);

    HubLimits {
        boards = Set.copyOf(boards);
    }

    HubLimits withBoards(Set<String> list) {
        return new HubLimits(list, maxBoards, boardEvents, boardBytes, totalEvents, totalBytes);
    }
}
