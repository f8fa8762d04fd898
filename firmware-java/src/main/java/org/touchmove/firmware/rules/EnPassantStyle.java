package org.touchmove.firmware.rules;

/** How FEN output writes the en passant field. */
public enum EnPassantStyle {
    /** The square passed over by every double step, capture possible or not (PGN standard 16.1.3.4). */
    AFTER_EVERY_DOUBLE_STEP,
    /** Only when an en passant capture is legal (python-chess default, X-FEN; matches Art. 9.2.2 identity). */
    ONLY_IF_LEGAL
}
