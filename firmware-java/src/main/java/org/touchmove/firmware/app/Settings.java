package org.touchmove.firmware.app;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.touchmove.firmware.announce.AnnounceSettings;
import org.touchmove.firmware.clock.IllegalMoveRules;
import org.touchmove.firmware.interpret.GameMode;

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
 * @param illegalMoveRule {@code game.illegalMoveRule}: second-loses (the current Laws, Art. 7.5.5) or
 *                        third-loses (older Laws some federations keep)
 * @param stateDir        {@code state.dir}: where the event sequence survives restarts
 * @param hardware        the hal keys, for the hardware provider
 * @param announce        the {@code announce.*} keys: spoken announcements (Appendix D)
 */
public record Settings(String boardId, GameMode mode, String timeControl, long standstillMs,
                       IllegalMoveRules illegalMoveRule, Path stateDir,
                       Map<String, String> hardware, AnnounceSettings announce) {

    static final Set<String> KEYS = Set.of("board.id", "game.mode", "game.timeControl", "game.standstillMs",
            "game.illegalMoveRule", "state.dir");
    static final List<String> HARDWARE_PREFIXES = List.of("hal.", "gpio.", "serial.", "geometry.", "scan.", "sim.");

    /** Where this board's event sequence survives restarts: {@code <state.dir>/<board.id>/seq}. */
    public Path sequenceFile() {
        return stateDir.resolve(boardId).resolve("seq");
    }

    /** The same settings with another state directory. */
    public Settings withStateDir(Path dir) {
        return new Settings(boardId, mode, timeControl, standstillMs, illegalMoveRule, dir, hardware, announce);
    }

    public static Settings defaults() {
        return fromMap(Map.of());
    }

    public static Settings load(Path file) {
        Properties props = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            props.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read configuration " + file, e);
        }
        Map<String, String> map = new TreeMap<>();
        props.stringPropertyNames().forEach(k -> map.put(k, props.getProperty(k).trim()));
        try {
            return fromMap(map);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** Validates every key and value; reports all problems at once. */
    public static Settings fromMap(Map<String, String> map) {
        List<String> problems = new ArrayList<>();
        Map<String, String> hardware = new TreeMap<>();
        for (String key : new TreeMap<>(map).keySet()) {
            if (HARDWARE_PREFIXES.stream().anyMatch(key::startsWith)) {
                hardware.put(key, map.get(key));
            } else if (key.startsWith(AnnounceSettings.PREFIX)) {
                continue; // checked by AnnounceSettings.parse below
            } else if (!KEYS.contains(key)) {
                problems.add("unknown key '" + key + "' (valid: " + String.join(", ", KEYS.stream().sorted().toList())
                        + ", and hardware keys under " + String.join(" ", HARDWARE_PREFIXES) + ")");
            }
        }
        String boardId = map.getOrDefault("board.id", "board-1");
        if (!boardId.matches("[a-z0-9][a-z0-9-]{0,63}")) {
            problems.add("board.id must be 1-64 characters of a-z, 0-9 and '-', not '" + boardId + "'");
        }
        GameMode mode = choice(map, "game.mode", Map.of("tournament", GameMode.TOURNAMENT, "casual", GameMode.CASUAL),
                "tournament", problems);
        long standstillMs = 1500;
        String standstill = map.getOrDefault("game.standstillMs", "1500");
        try {
            standstillMs = Long.parseLong(standstill);
            if (standstillMs < 100 || standstillMs > 60_000) {
                problems.add("game.standstillMs must be between 100 and 60000, not " + standstill);
            }
        } catch (NumberFormatException e) {
            problems.add("game.standstillMs must be a whole number of milliseconds, not '" + standstill + "'");
        }
        IllegalMoveRules illegalMoveRule = choice(map, "game.illegalMoveRule",
                Map.of("second-loses", IllegalMoveRules.SECOND_LOSES, "third-loses", IllegalMoveRules.THIRD_LOSES),
                "second-loses", problems);
        Path stateDir = Path.of(map.getOrDefault("state.dir",
                System.getProperty("user.home") + "/.local/state/touchmove"));
        AnnounceSettings announce = AnnounceSettings.parse(map, problems);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("configuration errors:\n  " + String.join("\n  ", problems));
        }
        return new Settings(boardId, mode, map.getOrDefault("game.timeControl", "-"), standstillMs, illegalMoveRule,
                stateDir,
                Map.copyOf(hardware), announce);
    }

    /** The value {@code key} names among {@code values}; a name outside them is a problem (and the default is kept). */
    private static <T> T choice(Map<String, String> map, String key, Map<String, T> values, String fallback,
                                List<String> problems) {
        String name = map.getOrDefault(key, fallback);
        T value = values.get(name);
        if (value == null) {
            problems.add(key + " must be " + String.join(" or ", new TreeMap<>(values).keySet()) + ", not '" + name + "'");
            return values.get(fallback);
        }
        return value;
    }
}
