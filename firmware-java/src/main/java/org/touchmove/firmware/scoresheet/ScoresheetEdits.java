package org.touchmove.firmware.scoresheet;

import org.touchmove.firmware.event.Signer;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;

/** Applies a {@link ScoresheetEdit} to a scoresheet, describing the change in words for the record. */
final class ScoresheetEdits {

    private ScoresheetEdits() {
    }

    static ArbiterDecision apply(Scoresheet sheet, ScoresheetEdit edit, Stamp at) {
        if (edit.arbiter().isBlank()) {
            return new ArbiterDecision.Rejected("an arbiter command must name the arbiter");
        }
        if (edit instanceof ScoresheetEdit.SetResult c) {
            return setResult(sheet, c, at);
        } else if (edit instanceof ScoresheetEdit.ReplaceMove c) {
            return replaceMove(sheet, c, at);
        } else if (edit instanceof ScoresheetEdit.SetClock c) {
            return setClock(sheet, c, at);
        } else if (edit instanceof ScoresheetEdit.SetHeader c) {
            return setHeader(sheet, c, at);
        } else if (edit instanceof ScoresheetEdit.Sign c) {
            return sign(sheet, c, at);
        }
        throw new IllegalArgumentException("unknown arbiter command " + edit.getClass());
    }

    private static ArbiterDecision setResult(Scoresheet sheet, ScoresheetEdit.SetResult c, Stamp at) {
        String before = sheet.outcome().map(ScoresheetEdits::words).orElse("none");
        // Art. 8.7: the signed result stands unless the arbiter decides otherwise; the signatures stay on
        // the record and the change is listed after them.
        return applied(sheet, c, at, sheet.metadata(), sheet.moves(), c.outcome(),
                sheet.finishedAt().orElse(at), sheet.signOffs(), "result " + before + " -> " + words(c.outcome()));
    }

    private static ArbiterDecision replaceMove(Scoresheet sheet, ScoresheetEdit.ReplaceMove c, Stamp at) {
        if (c.ply() < 1 || c.ply() > sheet.moves().size()) {
            return new ArbiterDecision.Rejected("no move at ply " + c.ply() + " (the scoresheet has "
                    + sheet.moves().size() + ")");
        }
        List<ScoresheetMove> moves = new ArrayList<>(sheet.moves());
        ScoresheetMove old = moves.get(c.ply() - 1);
        moves.set(c.ply() - 1, new ScoresheetMove(c.move(), old.clock()));
        Position p = sheet.start();
        String oldSan = sheet.san(c.ply());
        String newSan = null;
        for (int i = 0; i < moves.size(); i++) {
            if (!p.isLegal(moves.get(i).move())) {
                return new ArbiterDecision.Rejected("after the change the move of ply " + (i + 1) + " ("
                        + moves.get(i).move().uci() + ") is not legal in " + p.fen());
            }
            if (i == c.ply() - 1) {
                newSan = San.format(p, c.move());
            }
            p = p.play(moves.get(i).move());
        }
        return applied(sheet, c, at, sheet.metadata(), moves, sheet.outcome().orElse(null),
                sheet.finishedAt().orElse(null), sheet.signOffs(), "ply " + c.ply() + " move " + oldSan + " -> " + newSan);
    }

    private static ArbiterDecision setClock(Scoresheet sheet, ScoresheetEdit.SetClock c, Stamp at) {
        if (c.ply() < 1 || c.ply() > sheet.moves().size()) {
            return new ArbiterDecision.Rejected("no move at ply " + c.ply() + " (the scoresheet has "
                    + sheet.moves().size() + ")");
        }
        if (c.clock().isNegative()) {
            return new ArbiterDecision.Rejected("a remaining time cannot be negative: " + c.clock());
        }
        List<ScoresheetMove> moves = new ArrayList<>(sheet.moves());
        ScoresheetMove old = moves.get(c.ply() - 1);
        moves.set(c.ply() - 1, new ScoresheetMove(old.move(), java.util.Optional.of(c.clock())));
        return applied(sheet, c, at, sheet.metadata(), moves, sheet.outcome().orElse(null),
                sheet.finishedAt().orElse(null), sheet.signOffs(), "ply " + c.ply() + " clock "
                        + old.clock().map(ScoresheetEdits::clock).orElse("none") + " -> " + clock(c.clock()));
    }

    private static ArbiterDecision setHeader(Scoresheet sheet, ScoresheetEdit.SetHeader c, Stamp at) {
        GameMetadata m = sheet.metadata();
        if (!GameMetadata.HEADERS.contains(c.tag())) {
            return new ArbiterDecision.Rejected("header '" + c.tag() + "' cannot be set (one of "
                    + String.join(", ", GameMetadata.HEADERS) + ")");
        }
        GameMetadata changed;
        try {
            changed = m.withHeader(c.tag(), c.value());
        } catch (IllegalArgumentException e) {
            return new ArbiterDecision.Rejected(e.getMessage());
        }
        return applied(sheet, c, at, changed, sheet.moves(), sheet.outcome().orElse(null),
                sheet.finishedAt().orElse(null), sheet.signOffs(),
                c.tag() + " '" + m.header(c.tag()) + "' -> '" + c.value() + "'");
    }

    private static ArbiterDecision sign(Scoresheet sheet, ScoresheetEdit.Sign c, Stamp at) {
        if (sheet.outcome().isEmpty()) {
            return new ArbiterDecision.Rejected("the game has no result to sign yet");
        }
        if (!sheet.hasSigned(Signer.WHITE) || !sheet.hasSigned(Signer.BLACK)) {
            return new ArbiterDecision.Rejected("the players sign first (both clock buttons within 2 s)");
        }
        if (sheet.hasSigned(Signer.ARBITER)) {
            return new ArbiterDecision.Rejected("the arbiter has already signed");
        }
        List<SignOff> signed = new ArrayList<>(sheet.signOffs());
        signed.add(new SignOff(Signer.ARBITER, at));
        return applied(sheet, c, at, sheet.metadata(), sheet.moves(), sheet.outcome().orElseThrow(),
                sheet.finishedAt().orElse(at), signed, "signed by the arbiter");
    }

    private static ArbiterDecision applied(Scoresheet sheet, ScoresheetEdit c, Stamp at, GameMetadata metadata,
                                           List<ScoresheetMove> moves, Outcome outcome, Stamp finishedAt,
                                           List<SignOff> signOffs, String description) {
        ArbiterChange change = new ArbiterChange(c, at, description + " by " + c.arbiter());
        return new ArbiterDecision.Applied(sheet.withChange(metadata, moves, outcome, finishedAt, signOffs, change));
    }

    static String words(Outcome o) {
        return o.result().pgn() + " (" + o.termination().wireName() + ")";
    }

    static String clock(Duration d) {
        long s = d.toSeconds();
        return String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
