package org.touchmove.firmware.config;

import java.util.List;
import java.util.Map;

/**
 * The {@code emulate.livechess} keys (docs/configuration.md): where {@code run} serves the board on the LiveChess
 * e-board API and what a client's {@code setup} does.
 *
 * @param endpoint {@code emulate.livechess}: {@code [HOST:]PORT}
 * @param setup    {@code emulate.livechess.setup}: {@code new-game} (default) or {@code report}
 */
public record LiveChessSettings(LiveChessEndpoint endpoint, SetupPolicy setup) {

    public static final String KEY = "emulate.livechess";
    public static final String SETUP_KEY = "emulate.livechess.setup";

    /** The keys' values, or null when {@code emulate.livechess} is not set; each problem goes to {@code problems}. */
    public static LiveChessSettings parse(Map<String, String> map, List<String> problems) {
        SetupPolicy setup = SetupPolicy.NEW_GAME;
        if (map.containsKey(SETUP_KEY)) {
            try {
                setup = SetupPolicy.parse(map.get(SETUP_KEY).strip());
            } catch (IllegalArgumentException e) {
                problems.add(SETUP_KEY + " " + e.getMessage());
            }
        }
        if (!map.containsKey(KEY)) {
            if (map.containsKey(SETUP_KEY)) {
                problems.add(SETUP_KEY + " belongs to " + KEY + " ([HOST:]PORT), which is not set");
            }
            return null;
        }
        try {
            return new LiveChessSettings(LiveChessEndpoint.parse(map.get(KEY).strip()), setup);
        } catch (IllegalArgumentException e) {
            problems.add(KEY + ": " + e.getMessage());
            return null;
        }
    }
}
