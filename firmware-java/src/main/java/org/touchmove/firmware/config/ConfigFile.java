package org.touchmove.firmware.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.hal.text.Excerpt;

/**
 * The lines of a configuration file in the properties format of docs/configuration.md: {@code key = value}
 * (or {@code key: value}), {@code #} and {@code !} comment lines, blank lines, a trailing {@code \}
 * continuing a value on the next line. Unlike {@link java.util.Properties} it keeps the line of each key
 * and refuses a key set twice (naming both lines) instead of letting the last win.
 *
 * @param values   each key's value, trimmed, in file order
 * @param lines    each key's line number
 * @param problems each line that is not a setting, or sets a key again
 */
record ConfigFile(Map<String, String> values, Map<String, Integer> lines, List<String> problems) {

    static ConfigFile parse(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        String[] all = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < all.length; i++) {
            int number = i + 1;
            StringBuilder logical = new StringBuilder(all[i].strip());
            if (logical.length() == 0 || logical.charAt(0) == '#' || logical.charAt(0) == '!') {
                continue;
            }
            while (endsWithContinuation(logical) && i + 1 < all.length) {
                logical.setLength(logical.length() - 1);
                logical.append(all[++i].strip());
            }
            String line = logical.toString();
            int separator = separator(line);
            if (separator <= 0) {
                problems.add("line " + number + ": expected 'key = value', not '" + Excerpt.of(line) + "'");
                continue;
            }
            String key = line.substring(0, separator).strip();
            String value = line.substring(separator + 1).strip();
            Integer earlier = lines.get(key);
            if (earlier != null) {
                problems.add("line " + number + ": " + Excerpt.of(key) + " is set again (first set on line " + earlier
                        + "); keep one of the two");
                continue;
            }
            values.put(key, value);
            lines.put(key, number);
        }
        return new ConfigFile(Map.copyOf(values), Map.copyOf(lines), List.copyOf(problems));
    }

    private static boolean endsWithContinuation(CharSequence line) {
        int backslashes = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    /** The first '=' or ':' (a key has neither); -1 where there is none. */
    private static int separator(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '=' || c == ':') {
                return i;
            }
        }
        return -1;
    }
}
