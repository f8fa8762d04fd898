package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.speech.EspeakCommand;

/**
 * The {@code announce.*} configuration keys (docs/configuration.md), validated the way the rest of the
 * configuration is: every problem collected, each naming its key.
 *
 * @param enabled        {@code announce.enabled}: off by default
 * @param language       {@code announce.language}: a language of {@link Phrasebooks}, {@code en} by default
 * @param kinds          {@code announce.kinds}: which announcements are made (default all)
 * @param wordsPerMinute {@code announce.speed}: the voice speed, 80 to 450 (default 160)
 * @param output         {@code announce.output}: espeak-ng (default) or none
 * @param timeButton     {@code announce.timeButton}: the clock button that asks for the times (default ok:
 *                       plus, minus and menu choose the promotion piece)
 */
public record AnnounceSettings(boolean enabled, String language, Set<AnnouncementKind> kinds, int wordsPerMinute,
                               AnnounceOutput output, ClockButton timeButton) {

    public static final String PREFIX = "announce.";
    /** How many announcements may wait for the speaker before the oldest is dropped. */
    public static final int SPEAKER_QUEUE = 16;

    /** Every key, with what it takes. */
    public static final Map<String, String> KEYS = Map.of(
            "announce.enabled", "true | false (default false)",
            "announce.language", "language of the words: " + String.join(" | ", Phrasebooks.languages()) + " (default en)",
            "announce.kinds", "which announcements, comma separated: move, time, flag, irregularity, result (default all)",
            "announce.speed", "voice speed in words per minute, " + EspeakCommand.MIN_WPM + ".." + EspeakCommand.MAX_WPM
                    + " (default 160)",
            "announce.output", "espeak-ng | none (default espeak-ng; the events carry the words either way)",
            "announce.timeButton", "the clock button that asks for both times and the number of moves: "
                    + "pause | menu | plus | minus | ok (default ok)");

    public AnnounceSettings {
        kinds = Set.copyOf(kinds);
    }

    public static AnnounceSettings defaults() {
        return new AnnounceSettings(false, "en", EnumSet.allOf(AnnouncementKind.class), 160, AnnounceOutput.ESPEAK_NG,
                ClockButton.OK);
    }

    /** Is this kind of announcement to be made? */
    public boolean announces(AnnouncementKind kind) {
        return enabled && kinds.contains(kind);
    }

    /** The words of the configured language. */
    public Announcer announcer() {
        return Announcer.of(language);
    }

    /** The espeak-ng command for {@code announce.output = espeak-ng}: the language is the voice. */
    public EspeakCommand espeakCommand() {
        return EspeakCommand.playing(language, wordsPerMinute);
    }

    /**
     * Reads the {@code announce.*} keys of {@code config} (other keys are not looked at), adding each
     * problem to {@code problems}; where a value is wrong its default is kept.
     */
    public static AnnounceSettings parse(Map<String, String> config, List<String> problems) {
        AnnounceSettings d = defaults();
        for (String key : new TreeSet<>(config.keySet())) {
            if (key.startsWith(PREFIX) && !KEYS.containsKey(key)) {
                problems.add("unknown key '" + key + "' (valid: " + String.join(", ", new TreeSet<>(KEYS.keySet())) + ")");
            }
        }
        boolean enabled = d.enabled();
        String on = value(config, "announce.enabled");
        if (on != null) {
            switch (on.toLowerCase(Locale.ROOT)) {
                case "true", "yes", "on" -> enabled = true;
                case "false", "no", "off" -> enabled = false;
                default -> problems.add(problem("announce.enabled", on));
            }
        }
        String language = d.language();
        String lang = value(config, "announce.language");
        if (lang != null) {
            if (Phrasebooks.find(lang).isPresent()) {
                language = lang;
            } else {
                problems.add(problem("announce.language", lang));
            }
        }
        Set<AnnouncementKind> kinds = d.kinds();
        String list = value(config, "announce.kinds");
        if (list != null) {
            Set<AnnouncementKind> parsed = EnumSet.noneOf(AnnouncementKind.class);
            for (String name : list.split("[\\s,]+")) {
                if (name.isEmpty()) {
                    continue;
                }
                try {
                    parsed.add(AnnouncementKind.parse(name));
                } catch (IllegalArgumentException e) {
                    problems.add(problem("announce.kinds", name));
                }
            }
            if (parsed.isEmpty()) {
                problems.add(problem("announce.kinds", list));
            } else {
                kinds = parsed;
            }
        }
        int wpm = d.wordsPerMinute();
        String speed = value(config, "announce.speed");
        if (speed != null) {
            try {
                int parsed = Integer.parseInt(speed);
                if (parsed < EspeakCommand.MIN_WPM || parsed > EspeakCommand.MAX_WPM) {
                    problems.add(problem("announce.speed", speed));
                } else {
                    wpm = parsed;
                }
            } catch (NumberFormatException e) {
                problems.add(problem("announce.speed", speed));
            }
        }
        AnnounceOutput output = d.output();
        String out = value(config, "announce.output");
        if (out != null) {
            output = null;
            for (AnnounceOutput o : AnnounceOutput.values()) {
                if (o.wireName().equals(out.toLowerCase(Locale.ROOT))) {
                    output = o;
                }
            }
            if (output == null) {
                problems.add(problem("announce.output", out));
                output = d.output();
            }
        }
        ClockButton timeButton = d.timeButton();
        String button = value(config, "announce.timeButton");
        if (button != null) {
            try {
                timeButton = ClockButton.parse(button);
            } catch (IllegalArgumentException e) {
                timeButton = null;
            }
            // The white and black buttons complete moves (Art. 6.2.1): they cannot also ask for the time.
            if (timeButton == null || timeButton == ClockButton.WHITE || timeButton == ClockButton.BLACK) {
                problems.add(problem("announce.timeButton", button));
                timeButton = d.timeButton();
            }
        }
        return new AnnounceSettings(enabled, language, kinds, wpm, output, timeButton);
    }

    /** Convenience for a map that holds only announce keys: throws listing every problem. */
    public static AnnounceSettings parse(Map<String, String> config) {
        List<String> problems = new ArrayList<>();
        AnnounceSettings s = parse(new TreeMap<>(config), problems);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("configuration errors:\n  " + String.join("\n  ", problems));
        }
        return s;
    }

    private static String value(Map<String, String> config, String key) {
        String v = config.get(key);
        return v == null ? null : v.trim();
    }

    private static String problem(String key, String value) {
        return "key '" + key + "' = '" + value + "': expected " + KEYS.get(key);
    }
}
