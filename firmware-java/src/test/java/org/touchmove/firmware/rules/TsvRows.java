package org.touchmove.firmware.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.SharedData;

/** Reads a shared/data TSV: '#' comment lines, then a header row, then rows (cells kept verbatim). */
public final class TsvRows {

    private TsvRows() {
    }

    public static List<Map<String, String>> read(String relative) {
        Path path = SharedData.resolve(relative);
        List<String> lines;
        try {
            lines = Files.readAllLines(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
        String[] header = null;
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("#") || line.isEmpty()) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (header == null) {
                header = cells;
                continue;
            }
            Map<String, String> row = new HashMap<>();
            for (int i = 0; i < header.length; i++) {
                row.put(header[i], i < cells.length ? cells[i] : "");
            }
            rows.add(row);
        }
        if (rows.isEmpty()) {
            throw new IllegalStateException("no rows in " + path);
        }
        return rows;
    }

    /** Parses "a=yes;b=no" into a map. */
    public static Map<String, String> keyValues(String text) {
        Map<String, String> map = new HashMap<>();
        for (String part : text.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            map.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
        }
        return map;
    }
}
