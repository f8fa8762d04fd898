package org.touchmove.firmware.rules;

/** A FEN string that is malformed or describes an impossible position; the message names the field. */
public final class InvalidFenException extends IllegalArgumentException {

    private final String field;

    public InvalidFenException(String fen, String field, String reason) {
        super("invalid FEN '" + QuotedInput.of(fen) + "': " + field + ": " + reason);
        this.field = field;
    }

    /** Which FEN field is wrong: "piece placement", "side to move", "castling", "en passant", ... */
    public String field() {
        return field;
    }
}
