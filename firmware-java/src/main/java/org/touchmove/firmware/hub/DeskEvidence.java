package org.touchmove.firmware.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.touchmove.firmware.view.OpenIrregularity;

/**
 * The evidence of an open irregularity as the desk shows it, read from the board's own detail text (docs/events.md):
 * the squares the board sees empty that the game has occupied ({@code missing}), the squares it sees occupied that the
 * game has empty ({@code extra}), and for an ambiguous board the moves it could mean ({@code the board fits [..]}).
 */
record DeskEvidence(List<String> missing, List<String> extra, List<String> candidates) {

    static final DeskEvidence NONE = new DeskEvidence(List.of(), List.of(), List.of());

    private static final Pattern DIFF = Pattern.compile("missing: ([a-h1-8 ]+|none); extra: ([a-h1-8 ]+|none)\\)");
    private static final Pattern FITS = Pattern.compile("the board fits \\[([a-h1-8qrbn, ]+)]");

    static DeskEvidence of(OpenIrregularity i) {
        if (i == null || i.detail() == null) {
            return NONE;
        }
        List<String> missing = List.of();
        List<String> extra = List.of();
        Matcher d = DIFF.matcher(i.detail());
        if (d.find()) {
            missing = squares(d.group(1));
            extra = squares(d.group(2));
        }
        List<String> candidates = new ArrayList<>();
        Matcher f = FITS.matcher(i.detail());
        if (f.find()) {
            for (String uci : f.group(1).split(",")) {
                if (!uci.isBlank()) {
                    candidates.add(uci.trim());
                }
            }
        }
        return new DeskEvidence(missing, extra, List.copyOf(candidates));
    }

    private static List<String> squares(String text) {
        return text.equals("none") ? List.of() : List.of(text.trim().split(" +"));
    }

    /**
     * The occupancy the board sees, as 64 characters from a8 to h1 ({@code x} occupied, {@code .} empty): the game's
     * position with the missing squares emptied and the extra ones filled.
     */
    String occupancy(String fen) {
        char[] out = new char[64];
        int i = 0;
        for (char c : (fen == null ? "8/8/8/8/8/8/8/8" : fen.split(" ")[0]).toCharArray()) {
            if (c == '/') {
                continue;
            }
            if (c >= '1' && c <= '8') {
                for (int k = 0; k < c - '0' && i < 64; k++) {
                    out[i++] = '.';
                }
            } else if (i < 64) {
                out[i++] = 'x';
            }
        }
        for (String s : missing) {
            out[index(s)] = '.';
        }
        for (String s : extra) {
            out[index(s)] = 'x';
        }
        return new String(out);
    }

    /** a8 = 0 ... h1 = 63, the order of a FEN. */
    private static int index(String square) {
        return (8 - (square.charAt(1) - '0')) * 8 + (square.charAt(0) - 'a');
    }
}
