package org.touchmove.firmware.rules;

import org.touchmove.hal.text.Excerpt;

/**
 * A stranger's text as the rules core's error messages quote it (a FEN, a move): {@link Excerpt} at the rules' width of
 * {@value #MAX_CHARS} characters (cut with the full length said, control characters escaped), so a megabyte of input or
 * a newline in it cannot flood or split the one-line message. The one excerpt helper is hal.text's, which is JDK-only
 * like this core (docs/architecture.md); this name stays for the callers in rules and rules.notation until the
 * Chess960 work on them has landed.
 */
public final class QuotedInput {

    public static final int MAX_CHARS = 100;

    private QuotedInput() {
    }

    public static String of(String text) {
        return Excerpt.of(text, MAX_CHARS);
    }
}
