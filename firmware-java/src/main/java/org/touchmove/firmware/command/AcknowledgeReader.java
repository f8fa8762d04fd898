package org.touchmove.firmware.command;

import java.util.regex.Pattern;

/**
 * Reads the {@code acknowledge} command (docs/commands.md): which alert of the desk, its kind, and the arbiter who
 * handled it. The board keeps the words as given; it checks only that each is a short line of text.
 */
final class AcknowledgeReader {

    static final int MAX_TEXT = 255;
    static final int MAX_KIND = 40;
    private static final Pattern KIND = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private AcknowledgeReader() {
    }

    static ArbiterCommand read(CommandObject o) {
        String alert = line(o, "alert", "the alert's name, e.g. \"b-1/irregularity/42\"");
        String kind = o.text("kind", "the alert's kind, e.g. \"illegal-move\"");
        if (kind.length() > MAX_KIND || !KIND.matcher(kind).matches()) {
            throw o.refusal("kind", CommandObject.quote(CommandObject.abbreviate(kind)) + " is not a kind; expected"
                    + " 1.." + MAX_KIND + " lower-case letters and digits in words joined by '-', e.g. \"illegal-move\"");
        }
        String arbiter = line(o, "arbiter", "the arbiter's name");
        return new ArbiterCommand.Acknowledge(alert, kind, arbiter);
    }

    /** Text of 1..255 characters, no control characters, no white space at either end. */
    private static String line(CommandObject o, String field, String expected) {
        String text = o.text(field, expected);
        String range = "; expected " + expected + ": 1.." + MAX_TEXT + " characters without control characters"
                + " or white space at either end";
        if (text.isEmpty() || text.length() > MAX_TEXT) {
            throw o.refusal(field, text.length() + " characters" + range);
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw o.refusal(field, "has a control character" + range);
        }
        if (!text.equals(text.strip())) {
            throw o.refusal(field, "white space at an end" + range);
        }
        return text;
    }
}
