package org.touchmove.firmware.config;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.touchmove.firmware.announce.AnnounceSettings;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.firmware.config.LiveChessSettings;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.clock.IllegalMoveRules;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;
import org.touchmove.hal.text.Excerpt;
import org.touchmove.hal.text.WholeNumber;

/**
 * The controller's configuration, read from a properties file (see config/*.properties and
 * docs/configuration.md). Every key is known: a misspelt key is an error that names it and lists the
 * valid ones, never silently ignored. Keys of the hardware providers ({@code hal.*}, {@code gpio.*},
 * {@code serial.*}, {@code geometry.*}, {@code scan.*}) are handed to hal unchanged.
 *
 * @param boardId         {@code board.id}: identifies the board in every event
 * @param mode            {@code game.mode}: tournament (default) or casual
 * @param timeControl     {@code game.timeControl}: a PGN TimeControl tag or readable form; {@code -} = no clock
 * @param standstillMs    {@code game.standstillMs}: without a clock, how long the board must stand still
 *                        in a legal position to complete a move
 * @param pressGraceMs    {@code game.pressGraceMs}: how long after a clock press readings taken before it are
 *                        awaited; empty = the sensor's reading lag + 50 ms (docs/interpreter.md, "Completion")
 * @param illegalMoveRule {@code game.illegalMoveRule}: second-loses (the current Laws, Art. 7.5.5) or
 *                        third-loses (older Laws some federations keep)
 * @param stateDir        {@code state.dir}: where each board keeps its event journal ({@code <state.dir>/<board.id>/journal})
 * @param hardware        the hal keys, for the hardware provider
 * @param announce        the {@code announce.*} keys: spoken announcements (Appendix D)
 * @param mqtt            the {@code mqtt.*} keys: the broker the board publishes to (docs/mqtt.md); null when none
 * @param emulateDgt      {@code emulate.dgt}: where {@code run} also serves the board as a DGT board (docs/dgt.md),
 *                        {@code tcp:PORT} or {@code serial:PATH}; null when not
 * @param emulateLiveChess {@code emulate.livechess[.setup]}: where {@code run} also serves the board on the LiveChess
 *                        e-board API (docs/livechess.md); null when not
 * @param warmupPlies     {@code board.warmupPlies}: how many plies {@code run} plays on a simulated board of its own right
 *                        after start-up, so the move's path is compiled before the first real move (docs/performance.md,
 *                        "Warm-up of the move's path"); 0 = none (the default)
 */
public record Settings(String boardId, GameMode mode, String timeControl, long standstillMs,
                       java.util.OptionalLong pressGraceMs, IllegalMoveRules illegalMoveRule, Path stateDir,
                       Map<String, String> hardware, AnnounceSettings announce, MqttSettings mqtt,
                       DgtTransport emulateDgt, LiveChessSettings emulateLiveChess, int warmupPlies) {

    /** Where the default state directory is, in words (it is {@link UserDirectories#touchmoveState()}). */
    static final String DEFAULT_STATE_DIR = "$XDG_STATE_HOME/touchmove, else ~/.local/state/touchmove";
    static final Set<String> KEYS = Set.of("board.id", "game.mode", "game.timeControl", "game.standstillMs",
            "game.pressGraceMs", "game.illegalMoveRule", "state.dir", "emulate.dgt", "emulate.dgt.maxClients", LiveChessSettings.KEY,
            LiveChessSettings.SETUP_KEY, "board.warmupPlies");
    /** The broker keys (docs/mqtt.md), read by {@link MqttSettings#fromProperties}. */
    static final String MQTT_PREFIX = "mqtt.";
    static final List<String> HARDWARE_PREFIXES = List.of("hal.", "gpio.", "serial.", "geometry.", "scan.", "sim.",
            "dgt.");

    /**
     * The same settings with another state directory (a command-line option: relative to the working
     * directory the user typed it in, as a shell does).
     */
    public Settings withStateDir(Path dir) {
        Path absolute;
        try {
            absolute = stateDirectory(dir.toString().isBlank() ? "" : dir.toAbsolutePath().toString(), "--state-dir");
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        return new Settings(boardId, mode, timeControl, standstillMs, pressGraceMs, illegalMoveRule, absolute, hardware, announce,
                mqtt == null ? null : mqtt.withStateDir(absolute.resolve(boardId)), emulateDgt, emulateLiveChess, warmupPlies);
    }

    public static Settings defaults() {
        return fromMap(Map.of());
    }

    /**
     * Reads and validates a configuration file: every problem (a line that is not a setting, a key set
     * twice, an unknown key, a bad value, a hardware setting) is listed at once, each with its line, in
     * one {@link UserError}.
     */
    public static Settings load(Path file) {
        ConfigFile parsed = ConfigFile.parse(InputFile.read(file, "configuration", InputFile.MAX_TEXT_BYTES));
        List<String> problems = new ArrayList<>(parsed.problems());
        Settings settings = null;
        try {
            settings = fromMap(parsed.values());
        } catch (SettingsProblems e) {
            e.problems().forEach(p -> problems.add(onItsLine(p, parsed.lines())));
        }
        if (parsed.values().containsKey(HalConfig.PROVIDER)) {
            try {
                HalConfig.parse(hardwareOf(parsed.values()));
            } catch (HalConfigException e) {
                // A missing key has no line of its own: it is the provider's line that asks for it.
                int providerLine = parsed.lines().get(HalConfig.PROVIDER);
                e.problems().forEach(p -> problems.add(p.startsWith("missing key '")
                        ? "line " + providerLine + ": " + p : onItsLine(p, parsed.lines())));
            }
        }
        if (!problems.isEmpty()) {
            problems.sort(java.util.Comparator.comparingInt(Settings::lineOf));
            throw new UserError(file + ": " + (problems.size() == 1 ? "1 problem" : problems.size() + " problems")
                    + " (docs/configuration.md):\n  " + String.join("\n  ",
                            problems.stream().map(p -> Excerpt.of(p, 600)).toList()));
        }
        return settings;
    }

    /** The line a problem starts with ("line N: ..."), else after every numbered one. */
    private static int lineOf(String problem) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^line (\\d{1,9}): ").matcher(problem);
        return m.find() ? Integer.parseInt(m.group(1)) : Integer.MAX_VALUE;
    }

    /**
     * "line N: problem", N the line of the key the problem names first. A key counts only as a whole name: "e" is
     * not named by "unknown key", nor "board" by "board.id" (the longer key wins where two start at one place).
     */
    private static String onItsLine(String problem, Map<String, Integer> lines) {
        if (problem.startsWith("line ")) {
            return problem;
        }
        int best = Integer.MAX_VALUE;
        int bestLength = 0;
        Integer line = null;
        for (Map.Entry<String, Integer> e : lines.entrySet()) {
            int at = firstWholeName(problem, e.getKey());
            if (at >= 0 && (at < best || at == best && e.getKey().length() > bestLength)) {
                best = at;
                bestLength = e.getKey().length();
                line = e.getValue();
            }
        }
        return line == null ? problem : "line " + line + ": " + problem;
    }

    /** Where {@code key} first stands in {@code text} as a whole name (no name character either side), else -1. */
    private static int firstWholeName(String text, String key) {
        for (int at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
            int end = at + key.length();
            boolean startsName = at == 0 || !isNameChar(text.charAt(at - 1)) && text.charAt(at - 1) != '.';
            // Followed by ".x" it is part of a longer key; followed by a full stop ending a sentence it is whole.
            boolean endsName = end == text.length() || !isNameChar(text.charAt(end)) && !(text.charAt(end) == '.'
                    && end + 1 < text.length() && isNameChar(text.charAt(end + 1)));
            if (startsName && endsName) {
                return at;
            }
        }
        return -1;
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    private static Map<String, String> hardwareOf(Map<String, String> map) {
        Map<String, String> hardware = new TreeMap<>();
        map.forEach((k, v) -> {
            if (HARDWARE_PREFIXES.stream().anyMatch(k::startsWith)) {
                hardware.put(k, v);
            }
        });
        return hardware;
    }

    /** The problems {@link #fromMap} found, one sentence each, each naming its key. */
    static final class SettingsProblems extends IllegalArgumentException {
        private final List<String> problems;

        SettingsProblems(List<String> problems) {
            super("configuration errors:\n  " + String.join("\n  ", problems));
            this.problems = List.copyOf(problems);
        }

        List<String> problems() {
            return problems;
        }
    }

    /** Validates every key and value; reports all problems at once ({@link SettingsProblems}). */
    public static Settings fromMap(Map<String, String> map) {
        List<String> problems = new ArrayList<>();
        Map<String, String> hardware = hardwareOf(map);
        for (String key : new TreeMap<>(map).keySet()) {
            if (!hardware.containsKey(key) && !KEYS.contains(key) && !key.startsWith(AnnounceSettings.PREFIX)
                    && !key.startsWith(MQTT_PREFIX)) {
                problems.add("unknown key '" + Excerpt.of(key) + "' (valid: " + String.join(", ", KEYS.stream().sorted().toList())
                        + ", and hardware keys under " + String.join(" ", HARDWARE_PREFIXES) + ")");
            }
        }
        String boardId = map.getOrDefault("board.id", "board-1");
        boolean validBoardId = boardId.matches("[a-z0-9][a-z0-9-]{0,63}");
        if (!validBoardId) {
            problems.add("board.id must be 1-64 characters of a-z, 0-9 and '-', not '" + Excerpt.of(boardId) + "'");
        }
        GameMode mode = choice(map, "game.mode", byWireName(GameMode.values(), GameMode::wireName),
                GameMode.TOURNAMENT.wireName(), problems);
        long standstillMs = 1500;
        try {
            standstillMs = WholeNumber.parse(map.getOrDefault("game.standstillMs", "1500"), "game.standstillMs",
                    100, 60_000);
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage() + " (milliseconds)");
        }
        java.util.OptionalLong pressGraceMs = java.util.OptionalLong.empty();
        if (map.containsKey("game.pressGraceMs")) {
            try {
                pressGraceMs = java.util.OptionalLong.of(WholeNumber.parse(map.get("game.pressGraceMs"),
                        "game.pressGraceMs", 10, 5_000));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage() + " (milliseconds)");
            }
        }
        String timeControl = map.getOrDefault("game.timeControl", "-");
        if (!timeControl.isEmpty() && !timeControl.equals("-") && !timeControl.equals("none")) {
            try {
                TimeControls.parse(timeControl); // checked here, before any port is opened
            } catch (IllegalArgumentException e) {
                problems.add("game.timeControl: " + e.getMessage());
            }
        }
        IllegalMoveRules illegalMoveRule = choice(map, "game.illegalMoveRule",
                Map.of("second-loses", IllegalMoveRules.SECOND_LOSES, "third-loses", IllegalMoveRules.THIRD_LOSES),
                "second-loses", problems);
        Path stateDir = null;
        try {
            stateDir = map.containsKey("state.dir") ? stateDirectory(map.get("state.dir"), "state.dir")
                    : stateDirectory(UserDirectories.current().touchmoveState().toString(), "state.dir");
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
        }
        AnnounceSettings announce = AnnounceSettings.parse(map, problems);
        MqttSettings mqtt = null;
        if (stateDir != null && map.keySet().stream().anyMatch(k -> k.startsWith(MQTT_PREFIX))) {
            try {
                // A bad board.id is already a problem; it must not make another one of its own as a path.
                mqtt = MqttSettings.fromProperties(map, stateDir.resolve(validBoardId ? boardId : "board-1"));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        DgtTransport emulateDgt = null;
        if (map.containsKey("emulate.dgt")) {
            try {
                emulateDgt = DgtTransport.parse(map.get("emulate.dgt").strip());
            } catch (IllegalArgumentException e) {
                problems.add("emulate.dgt: " + e.getMessage());
            }
        }
        if (map.containsKey("emulate.dgt.maxClients")) {
            try {
                int max = (int) WholeNumber.parse(map.get("emulate.dgt.maxClients"), "emulate.dgt.maxClients", 1,
                        DgtTransport.Tcp.MAX_CLIENTS_LIMIT);
                if (emulateDgt instanceof DgtTransport.Tcp tcp) {
                    emulateDgt = tcp.withMaxClients(max);
                } else if (!map.containsKey("emulate.dgt") || emulateDgt != null) {
                    problems.add("emulate.dgt.maxClients: applies only to emulate.dgt = tcp:[HOST:]PORT");
                }
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage() + " (hosts at once)");
            }
        }
        LiveChessSettings emulateLiveChess = LiveChessSettings.parse(map, problems);
        int warmupPlies = 0;
        try {
            warmupPlies = WholeNumber.parseInt(map.getOrDefault("board.warmupPlies", "0"), "board.warmupPlies", 0,
                    100_000);
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage() + " (plies)");
        }
        if (!problems.isEmpty()) {
            throw new SettingsProblems(problems);
        }
        return new Settings(boardId, mode, timeControl, standstillMs, pressGraceMs, illegalMoveRule, stateDir, Map.copyOf(hardware),
                announce, mqtt, emulateDgt, emulateLiveChess, warmupPlies);
    }

    /**
     * Where a state directory setting points: an absolute path, or one under the home directory
     * ({@code ~/...}, {@code $HOME}: {@link UserDirectories}). A relative one is refused: it would depend on the working directory, so two runs
     * from two folders would issue the same {@code seq} numbers; an empty one would write into the
     * working directory.
     */
    static Path stateDirectory(String text, String what) {
        String t = text.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException(what + " is empty; give an absolute directory (default "
                    + DEFAULT_STATE_DIR + ")");
        }
        Path dir;
        try {
            dir = t.equals("~") || t.startsWith("~/")
                    ? UserDirectories.current().home().resolve(t.substring(1).replaceFirst("^/", ""))
                    : Path.of(t);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(what + " '" + Excerpt.of(t) + "' is not a path: " + e.getReason(), e);
        }
        if (!dir.isAbsolute()) {
            throw new IllegalArgumentException(what + " must be an absolute directory or start with ~/, not '"
                    + Excerpt.of(t) + "': a relative one depends on the working directory, and two runs from two"
                    + " folders would issue the same seq numbers");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException(what + " " + dir + " is a file, not a directory");
        }
        return dir;
    }

    /** The value {@code key} names among {@code values}; a name outside them is a problem (and the default is kept). */
    /** The values of a closed set by the names they are written with. */
    private static <T> Map<String, T> byWireName(T[] values, Function<T, String> wireName) {
        Map<String, T> byName = new TreeMap<>();
        for (T v : values) {
            byName.put(wireName.apply(v), v);
        }
        return byName;
    }

    private static <T> T choice(Map<String, String> map, String key, Map<String, T> values, String fallback,
                                List<String> problems) {
        String name = map.getOrDefault(key, fallback);
        T value = values.get(name);
        if (value == null) {
            problems.add(key + " must be " + String.join(" or ", new TreeMap<>(values).keySet()) + ", not '" + Excerpt.of(name) + "'");
            return values.get(fallback);
        }
        return value;
    }
}
