package org.touchmove.firmware.announce;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/** The languages the board can announce in: adding a language is one new table here. */
public final class Phrasebooks {

    private static final Map<String, Phrasebook> TABLES = Map.of(
            English.TABLE.language(), English.TABLE,
            German.TABLE.language(), German.TABLE);

    private Phrasebooks() {
    }

    public static Optional<Phrasebook> find(String language) {
        return Optional.ofNullable(TABLES.get(language));
    }

    /** The table for {@code language}; an unknown one is an error naming the known ones. */
    public static Phrasebook of(String language) {
        return find(language).orElseThrow(() -> new IllegalArgumentException(
                "no announcement table for language '" + language + "' (available: " + String.join(", ", languages())
                        + ")"));
    }

    /** The language codes, sorted. */
    public static List<String> languages() {
        return List.copyOf(new TreeSet<>(TABLES.keySet()));
    }
}
