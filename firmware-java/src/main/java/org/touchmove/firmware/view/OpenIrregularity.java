package org.touchmove.firmware.view;

/** The irregularity the board last reported and that is not yet resolved (docs/events.md, {@code irregularity}). */
public record OpenIrregularity(String kind, String article, String detail, String side, int atPly, long seq) {
}
