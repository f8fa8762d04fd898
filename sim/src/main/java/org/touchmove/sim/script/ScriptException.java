package org.touchmove.sim.script;

import org.touchmove.hal.text.Excerpt;

/** A scenario script line that cannot be parsed or played: names the line number and its text. */
public final class ScriptException extends Exception {

    private final int lineNumber;
    private final String lineText;

    public ScriptException(int lineNumber, String lineText, String problem) {
        this(lineNumber, lineText, problem, null);
    }

    public ScriptException(int lineNumber, String lineText, String problem, Throwable cause) {
        super("line " + lineNumber + ": " + Excerpt.of(problem, Excerpt.MAX_PROBLEM_CHARS) + " in '" + Excerpt.of(lineText) + "'", cause);
        this.lineNumber = lineNumber;
        this.lineText = lineText;
    }

    public int lineNumber() {
        return lineNumber;
    }

    public String lineText() {
        return lineText;
    }
}
