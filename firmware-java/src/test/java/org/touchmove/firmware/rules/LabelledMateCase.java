package org.touchmove.firmware.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.SharedData;

/**
 * One labelled question from ../shared/data: can {@code side} still checkmate in {@code fen}? {@code expected} is
 * CAN_MATE or CANNOT_MATE as the source says.
 */
record LabelledMateCase(String source, String fen, Color side, Mateability expected) {

    /** Every labelled question of the shared data (see SOURCES.md for the formats). */
    static List<LabelledMateCase> all() {
        List<LabelledMateCase> cases = new ArrayList<>();
        cases.addAll(chaTestVectors());
        cases.addAll(unfairTimeouts());
        cases.addAll(insufficientMaterial());
        cases.addAll(ashlarOracle());
        return cases;
    }

    /** "WB 8/8/... w - -": who can still helpmate; both sides are labelled. */
    static List<LabelledMateCase> chaTestVectors() {
        String source = "dead_positions/cha_test_vectors_A.txt";
        List<LabelledMateCase> cases = new ArrayList<>();
        for (String line : dataLines(source)) {
            String fen = completed(line.substring(3).trim());
            cases.add(new LabelledMateCase(source, fen, Color.WHITE, line.charAt(0) == 'W' ? Mateability.CAN_MATE
                    : Mateability.CANNOT_MATE));
            cases.add(new LabelledMateCase(source, fen, Color.BLACK, line.charAt(1) == 'B' ? Mateability.CAN_MATE
                    : Mateability.CANNOT_MATE));
        }
        return cases;
    }

    /** "FEN gameid": the side not to move (its flag did not fall) cannot mate. */
    static List<LabelledMateCase> unfairTimeouts() {
        String source = "dead_positions/cha_unfair_timeouts_A.txt";
        List<LabelledMateCase> cases = new ArrayList<>();
        for (String line : dataLines(source)) {
            String fen = line.substring(0, line.lastIndexOf(' ')).trim();
            Color flagged = fen.split(" ")[1].equals("w") ? Color.WHITE : Color.BLACK;
            cases.add(new LabelledMateCase(source, fen, flagged.opposite(), Mateability.CANNOT_MATE));
        }
        return cases;
    }

    /**
     * Material-only cases: "yes" (this side has too little material) is a CANNOT_MATE label. "no" only says that
     * the material would suffice somewhere, not that a mate can arise here, so it is no label.
     */
    static List<LabelledMateCase> insufficientMaterial() {
        String source = "dead_positions/insufficient_material_cases.tsv";
        List<LabelledMateCase> cases = new ArrayList<>();
        for (Map<String, String> row : TsvRows.read(source)) {
            if (row.get("white_cannot_mate").equals("yes")) {
                cases.add(new LabelledMateCase(source, row.get("fen"), Color.WHITE, Mateability.CANNOT_MATE));
            }
            if (row.get("black_cannot_mate").equals("yes")) {
                cases.add(new LabelledMateCase(source, row.get("fen"), Color.BLACK, Mateability.CANNOT_MATE));
            }
        }
        return cases;
    }

    /** CHA's full verdicts on ashlar's final positions; UNDETERMINED rows are no label. */
    static List<LabelledMateCase> ashlarOracle() {
        String source = "ashlar-chess/oracle/ambrona-unwinnability_A.tsv";
        List<LabelledMateCase> cases = new ArrayList<>();
        for (Map<String, String> row : TsvRows.read(source)) {
            addOracle(cases, source, row.get("fen"), Color.WHITE, row.get("fullWhite"));
            addOracle(cases, source, row.get("fen"), Color.BLACK, row.get("fullBlack"));
        }
        return cases;
    }

    private static void addOracle(List<LabelledMateCase> cases, String source, String fen, Color side, String verdict) {
        switch (verdict) {
            case "WINNABLE" -> cases.add(new LabelledMateCase(source, fen, side, Mateability.CAN_MATE));
            case "UNWINNABLE" -> cases.add(new LabelledMateCase(source, fen, side, Mateability.CANNOT_MATE));
            case "UNDETERMINED" -> { }
            default -> throw new IllegalArgumentException(source + ": not a verdict: '" + verdict + "'");
        }
    }

    private static List<String> dataLines(String relative) {
        try {
            return Files.readAllLines(SharedData.resolve(relative)).stream()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + relative, e);
        }
    }

    /** Some vectors give only placement and side to move: no castling rights or e.p. square then. */
    private static String completed(String fen) {
        String[] fields = fen.split(" ");
        return fields.length == 2 ? fen + " - -" : fen;
    }
}
