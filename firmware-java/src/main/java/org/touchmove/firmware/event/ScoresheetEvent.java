package org.touchmove.firmware.event;

import java.util.List;

/**
 * The electronic scoresheet (Art. 8.1.1.1) was signed, or changed by the arbiter after the sign-off (docs/scoresheet.md).
 *
 * @param state    {@code awaiting-sign-off} or {@code signed}
 * @param signedBy who has signed so far, in order: {@code white}, {@code black}, {@code arbiter}
 * @param change   what the arbiter changed, as the sheet keeps it; null for a signature
 * @param pgn      the whole record as PGN, with the sign-off and change tags
 */
public record ScoresheetEvent(String state, List<String> signedBy, String change, String pgn) implements EventBody {

    public ScoresheetEvent {
        signedBy = List.copyOf(signedBy);
    }

    @Override
    public String type() {
        return "scoresheet";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.scoresheet(this);
    }
}
