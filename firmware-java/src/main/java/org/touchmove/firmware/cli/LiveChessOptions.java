package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.firmware.config.SetupPolicy;
import picocli.CommandLine.Option;

/** {@code --livechess [HOST:]PORT} and {@code --livechess-setup}: a board's own LiveChess endpoint (docs/livechess.md). */
final class LiveChessOptions {

    @Option(names = "--livechess", paramLabel = "[HOST:]PORT",
            description = "serve the board on the LiveChess e-board API (lichess's DGT page; docs/livechess.md), on "
                    + "127.0.0.1 unless HOST is given (0 picks a free port)")
    String spec;

    @Option(names = "--livechess-setup", paramLabel = "new-game|report",
            description = "a client's setup of a position the board's game is not in: new-game (default: once the "
                    + "pieces stand so, the board's game goes on from it as a new game) or report (a mismatch only)")
    String setup;

    /** The endpoint asked for; null without --livechess. */
    LiveChessEndpoint endpoint() {
        if (spec == null) {
            return null;
        }
        try {
            return LiveChessEndpoint.parse(spec);
        } catch (IllegalArgumentException e) {
            throw new UserError("--livechess: " + e.getMessage(), UserError.BAD_INPUT, e);
        }
    }

    /** The policy asked for, else {@code otherwise}. */
    SetupPolicy setup(SetupPolicy otherwise) {
        if (setup == null) {
            return otherwise;
        }
        try {
            return SetupPolicy.parse(setup);
        } catch (IllegalArgumentException e) {
            throw new UserError("--livechess-setup " + e.getMessage(), UserError.BAD_INPUT, e);
        }
    }
}
