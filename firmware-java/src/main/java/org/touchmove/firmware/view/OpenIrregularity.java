package org.touchmove.firmware.view;

import org.touchmove.firmware.event.IrregularityKind;

/** The irregularity the board last reported and that is not yet resolved (docs/events.md, {@code irregularity}). */
public record OpenIrregularity(IrregularityKind kind, String article, String detail, String side, int atPly, long seq) {
}
