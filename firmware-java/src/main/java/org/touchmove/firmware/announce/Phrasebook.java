package org.touchmove.firmware.announce;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One language's table: a template per {@link Phrase}, with {@code {name}} placeholders. {@link #problems()}
 * lists what is missing or wrong; the tests require it to be empty for every table in {@link Phrasebooks}.
 *
 * @param language the language code, e.g. {@code en}; also the espeak-ng voice
 */
public record Phrasebook(String language, Map<Phrase, String> templates) {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z]+)}");

    public Phrasebook {
        Objects.requireNonNull(language, "language");
        templates = Map.copyOf(new EnumMap<>(templates));
    }

    /** Fills the phrase's template; {@code values} alternate name and value: "piece", "Knight", "to", "f3". */
    public String say(Phrase phrase, String... values) {
        String template = templates.get(phrase);
        if (template == null) {
            // PhrasebookTest makes this unreachable for the shipped tables.
            throw new IllegalStateException("phrase table '" + language + "' has no phrase " + phrase);
        }
        String text = template;
        for (int i = 0; i + 1 < values.length; i += 2) {
            text = text.replace("{" + values[i] + "}", values[i + 1]);
        }
        return text;
    }

    /** Every phrase missing from this table, and every template whose placeholders differ from its phrase's. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        for (Phrase phrase : Phrase.values()) {
            String template = templates.get(phrase);
            if (template == null || template.isBlank()) {
                problems.add(language + ": missing phrase " + phrase);
                continue;
            }
            List<String> found = new ArrayList<>();
            Matcher m = PLACEHOLDER.matcher(template);
            while (m.find()) {
                found.add(m.group(1));
            }
            if (!found.stream().sorted().toList().equals(phrase.placeholders().stream().sorted().toList())) {
                problems.add(language + ": phrase " + phrase + " '" + template + "' has placeholders " + found
                        + ", expected " + phrase.placeholders());
            }
        }
        return problems;
    }
}
