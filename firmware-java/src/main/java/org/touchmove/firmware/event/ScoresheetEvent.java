package org.touchmove.firmware.event;

import java.util.List;

/**
 * The electronic scoresheet (Art. 8.1.1.1) was signed, or changed by the arbiter after the sign-off (docs/scoresheet.md).
 *
 * @param state    where the sheet is: still recording (an arbiter's change during play), awaiting the signatures,
 *                 or signed
 * @param signedBy who has signed so far, in the order they signed
 * @param change   what the arbiter changed, as the sheet keeps it; null for a signature
 * @param pgn      the whole record as PGN, with the sign-off and change tags
 */
public record ScoresheetEvent(ScoresheetState state, List<Signer> signedBy, String change, String pgn)
        implements EventBody {

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
