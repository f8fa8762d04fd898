package org.touchmove.sim.script;

/** A scenario script line that cannot be parsed or played: names the line number and its text. */
public final class ScriptException extends Exception {

    private final int lineNumber;
    private final String lineText;

    public ScriptException(int lineNumber, String lineText, String problem) {
        this(lineNumber, lineText, problem, null);
    }

    public ScriptException(int lineNumber, String lineText, String problem, Throwable cause) {
        super("line " + lineNumber + ": " + problem + " in '" + lineText + "'", cause);
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
