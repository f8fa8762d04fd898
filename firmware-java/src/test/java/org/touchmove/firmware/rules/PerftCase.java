package org.touchmove.firmware.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.touchmove.firmware.SharedData;

/** One perft test position with its expected counts by depth, read from shared/data/perft. */
record PerftCase(String source, String id, String fen, TreeMap<Integer, Long> counts) {

    /** The deepest expected count not above {@code maxNodes} (at least depth 1). */
    int depthWithin(long maxNodes) {
        int best = counts.firstKey();
        for (var e : counts.entrySet()) {
            if (e.getValue() <= maxNodes) {
                best = Math.max(best, e.getKey());
            }
        }
        return best;
    }

    /** "id/epd/perft N count" blocks (tricky.perft, random_A.perft). */
    static List<PerftCase> readPerftBlocks(String relative) {
        return perftBlocks(relative, lines(relative));
    }

    /** "id/epd/perft N count" blocks from a test resource of our own (the main suite's fixtures). */
    static List<PerftCase> readResourceBlocks(String resource) {
        try (var in = PerftCase.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + resource);
            }
            return perftBlocks(resource, List.of(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .split("\\R")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    private static List<PerftCase> perftBlocks(String relative, List<String> lines) {
        List<PerftCase> cases = new ArrayList<>();
        String id = null;
        String fen = null;
        TreeMap<Integer, Long> counts = null;
        for (String line : lines) {
            String t = line.strip();
            if (t.startsWith("id ")) {
                if (id != null) {
                    cases.add(new PerftCase(relative, id, fen, counts));
                }
                id = t.substring(3).strip();
                fen = null;
                counts = new TreeMap<>();
            } else if (t.startsWith("epd ")) {
                fen = t.substring(4).strip();
            } else if (t.startsWith("perft ")) {
                String[] f = t.split("\\s+");
                counts.put(Integer.parseInt(f[1]), Long.parseLong(f[2]));
            }
        }
        if (id != null) {
            cases.add(new PerftCase(relative, id, fen, counts));
        }
        return cases;
    }

    /** "FEN ;D1 n ;D2 n ... [;id "x"]" lines. */
    static List<PerftCase> readEpd(String relative) {
        List<PerftCase> cases = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines(relative)) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            TreeMap<Integer, Long> counts = new TreeMap<>();
            String id = "line " + lineNo;
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].strip();
                if (p.startsWith("D")) {
                    String[] f = p.split("\\s+");
                    counts.put(Integer.parseInt(f[0].substring(1)), Long.parseLong(f[1]));
                } else if (p.startsWith("id ")) {
                    id = p.substring(3).replace("\"", "").strip();
                }
            }
            cases.add(new PerftCase(relative, id, parts[0].strip(), counts));
        }
        return cases;
    }

    private static List<String> lines(String relative) {
        Path path = SharedData.resolve(relative);
        try {
            return Files.readAllLines(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
