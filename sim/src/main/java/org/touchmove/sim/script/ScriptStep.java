package org.touchmove.sim.script;

import java.util.Optional;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;

/** One line of a scenario script (see docs/scenario-scripts.md), with its 1-based line number. */
public sealed interface ScriptStep {

    int lineNumber();

    /** The step as a canonical script line (comments and spacing of the source are not kept). */
    default String toScriptLine() {
        if (this instanceof TimeControl tc) {
            return "tc " + tc.pgnTimeControl();
        } else if (this instanceof Setup setup) {
            return setup.fen().equals(FenPlacement.START_FEN) ? "setup startpos" : "setup fen " + setup.fen();
        } else if (this instanceof Start) {
            return "start";
        } else if (this instanceof Lift lift) {
            return "lift " + Squares.name(lift.square());
        } else if (this instanceof Place place) {
            return "place " + Squares.name(place.square());
        } else if (this instanceof Remove remove) {
            return "remove " + Squares.name(remove.square());
        } else if (this instanceof Add add) {
            return "add " + Squares.name(add.square()) + add.piece().map(p -> " " + p).orElse("");
        } else if (this instanceof Press press) {
            boolean side = press.button() == ClockButton.WHITE || press.button() == ClockButton.BLACK;
            return (side ? "press " : "button ") + press.button().wireName();
        } else if (this instanceof Wait wait) {
            return "wait " + wait.millis();
        } else if (this instanceof Command command) {
            return "cmd " + command.text();
        }
        throw new IllegalStateException("unrendered step " + this);
    }

    /** {@code tc <PGN TimeControl>}: passed through as text; "none" for an untimed game. */
    record TimeControl(int lineNumber, String pgnTimeControl) implements ScriptStep {
    }

    /**
     * {@code setup startpos} or {@code setup fen <FEN>}: the full FEN for the controller, and the pieces
     * from its placement field for the board.
     */
    record Setup(int lineNumber, String fen, PieceCodes pieces) implements ScriptStep {
    }

    /** {@code start}: the arbiter starts the clock. */
    record Start(int lineNumber) implements ScriptStep {
    }

    record Lift(int lineNumber, int square) implements ScriptStep {
    }

    record Place(int lineNumber, int square) implements ScriptStep {
    }

    /** {@code remove <square>}: a hand takes the piece off the board for good (a captured piece). */
    record Remove(int lineNumber, int square) implements ScriptStep {
    }

    /**
     * {@code add <square> [piece]}: a hand puts a new piece on the square (a promotion with a real
     * queen); {@code piece} is a FEN letter, required on a board that senses identity.
     */
    record Add(int lineNumber, int square, Optional<Character> piece) implements ScriptStep {
    }

    /** {@code press white|black}, or {@code button pause|menu|plus|minus|ok}. */
    record Press(int lineNumber, ClockButton button) implements ScriptStep {
    }

    record Wait(int lineNumber, long millis) implements ScriptStep {
    }

    /**
     * {@code cmd <text>}: an arbiter command for the controller, passed through as text (JSON, docs/commands.md).
     * The simulator knows no commands: the rest of the line, '#' included, is the text.
     */
    record Command(int lineNumber, String text) implements ScriptStep {
    }
}
