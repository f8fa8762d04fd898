package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.ClockStatus;
import org.touchmove.firmware.view.OpenIrregularity;
import org.touchmove.firmware.view.Phase;
import org.touchmove.firmware.view.PlayedMove;
import org.touchmove.firmware.event.GameMode;

/**
 * A board's view rebuilt from its four retained snapshots ({@code state/game}, {@code state/position},
 * {@code state/clock}, {@code state/pgn}, all at one {@code seq}): the inverse of {@code BoardViewJson}'s snapshot
 * forms, with the move list read from the PGN. The hub then folds the events after that {@code seq} onto it with
 * {@code BoardViews.apply}, as docs/mqtt.md's consumer algorithm says.
 */
final class SnapshotView {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SnapshotView() {
    }

    /** The inner object of a snapshot message: {@code {"v":1,"type":"game",...,"game":{..}}} or the bare form. */
    static JsonNode inner(String payload, String field) {
        JsonNode root;
        try {
            root = JSON.readTree(payload);
        } catch (IOException e) {
            throw new IllegalArgumentException("state/" + field + ": not JSON: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("state/" + field + ": not a JSON object");
        }
        return root.has(field) && root.get(field).isObject() ? root.get(field) : root;
    }

    /**
     * Checks a retained snapshot against its documented form (docs/mqtt.md): a JSON object of {@code type}
     * {@code kind} for this board, with a whole-number {@code seq} of at least 0 and its {@code kind} object (for
     * {@code pgn}, its text). Returns the seq.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    static long check(String boardId, String kind, String payload) {
        JsonNode root;
        try {
            root = JSON.readTree(payload);
        } catch (IOException e) {
            throw new IllegalArgumentException("state/" + kind + ": not JSON: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("state/" + kind + ": not a JSON object");
        }
        if (!root.path("type").asText("").equals(kind)) {
            throw new IllegalArgumentException("state/" + kind + ": type must be '" + kind + "'");
        }
        if (!root.path("boardId").asText("").equals(boardId)) {
            throw new IllegalArgumentException("state/" + kind + ": boardId must be the topic's board");
        }
        JsonNode seq = root.path("seq");
        if (!seq.isIntegralNumber() || !seq.canConvertToLong() || seq.asLong() < 0) {
            throw new IllegalArgumentException("state/" + kind + ": seq must be a whole number from 0");
        }
        JsonNode body = root.path(kind);
        if (kind.equals("pgn") ? !body.isTextual() : !body.isObject()) {
            throw new IllegalArgumentException("state/" + kind + ": the '" + kind + "' field is missing or mistyped");
        }
        return seq.asLong();
    }

    static long seq(String payload) {
        try {
            JsonNode root = JSON.readTree(payload);
            if (root == null || !root.path("seq").canConvertToLong()) {
                throw new IllegalArgumentException("snapshot without a whole-number seq");
            }
            return root.get("seq").asLong();
        } catch (IOException e) {
            throw new IllegalArgumentException("snapshot: not JSON: " + e.getMessage(), e);
        }
    }

    /** The PGN text of a {@code state/pgn} message ({@code {"pgn":"..."}}, or the text itself). */
    static String pgnText(String payload) {
        String trimmed = payload.stripLeading();
        if (!trimmed.startsWith("{")) {
            return payload;
        }
        try {
            return JSON.readTree(payload).path("pgn").asText("");
        } catch (IOException e) {
            throw new IllegalArgumentException("state/pgn: not JSON: " + e.getMessage(), e);
        }
    }

    static BoardView of(String boardId, long seq, String gameJson, String positionJson, String clockJson,
            String pgnPayload) {
        JsonNode game = inner(gameJson, "game");
        JsonNode position = inner(positionJson, "position");
        JsonNode clock = inner(clockJson, "clock");
        String gameId = text(game, "gameId");
        GameMetadata metadata = metadata(game.path("metadata"));
        String pgn = pgnText(pgnPayload);
        List<PgnGame> games = pgn.isBlank() ? List.of() : PgnReader.parse(pgn, "state/pgn of " + boardId);
        Position start = games.isEmpty() ? Position.START : games.get(0).start();
        List<PlayedMove> moves = games.isEmpty() ? List.of() : moves(games.get(0));
        String state = text(clock, "state");
        return new BoardView(boardId, gameId, metadata, text(game, "timeControl"),
                wire(game, "mode", GameMode::fromWireName),
                phase(text(game, "phase")), start.fen(), text(position, "fen"), position.path("ply").asInt(0), moves,
                longOrNull(clock, "whiteMs"), longOrNull(clock, "blackMs"),
                wire(clock, "running", Color::fromWireName),
                longOrNull(clock, "mono"), irregularity(game.path("irregularity")),
                wire(game, "result", Result::fromPgn), wire(game, "termination", Termination::fromWireName),
                wire(game, "decidedBy", DecidedBy::fromWireName), seq, clockStatus(state), start.isChess960());
    }

    /** SAN, UCI and position after each move; each side's time carried from its last [%clk]. */
    private static List<PlayedMove> moves(PgnGame g) {
        List<PlayedMove> out = new ArrayList<>(g.moves().size());
        Position p = g.start();
        Long white = null;
        Long black = null;
        for (int i = 0; i < g.moves().size(); i++) {
            Move m = g.moves().get(i);
            Position next = p.play(m);
            Optional<Duration> clk = g.clocks().get(i);
            if (clk.isPresent()) {
                if (p.sideToMove() == Color.WHITE) {
                    white = clk.get().toMillis();
                } else {
                    black = clk.get().toMillis();
                }
            }
            out.add(new PlayedMove(i + 1, San.format(p, m, next), Uci.format(m), next.fen(), white, black));
            p = next;
        }
        return out;
    }

    private static GameMetadata metadata(JsonNode m) {
        return new GameMetadata(text(m, "event"), text(m, "site"), text(m, "date"), text(m, "round"),
                m.path("board").isInt() ? m.get("board").asInt() : null, text(m, "white"), text(m, "black"),
                text(m, "whiteFideId"), text(m, "blackFideId"),
                m.path("whiteElo").isInt() ? m.get("whiteElo").asInt() : null,
                m.path("blackElo").isInt() ? m.get("blackElo").asInt() : null);
    }

    private static OpenIrregularity irregularity(JsonNode i) {
        if (!i.isObject()) {
            return null;
        }
        return new OpenIrregularity(wire(i, "kind", IrregularityKind::fromWireName), text(i, "article"), text(i, "detail"), text(i, "side"),
                i.path("atPly").asInt(0), i.path("seq").asLong(0));
    }

    private static Phase phase(String wire) {
        for (Phase p : Phase.values()) {
            if (p.wireName().equals(wire)) {
                return p;
            }
        }
        return Phase.WAITING;
    }

    private static ClockStatus clockStatus(String wire) {
        for (ClockStatus s : ClockStatus.values()) {
            if (s.wireName().equals(wire)) {
                return s;
            }
        }
        return null;
    }

    /** A wire name of a closed set, null where absent; an unknown one is an error naming the field and the value. */
    private static <T> T wire(JsonNode n, String field, Function<String, T> parse) {
        String value = text(n, field);
        if (value == null) {
            return null;
        }
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage(), e);
        }
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.isTextual() ? v.asText() : null;
    }

    private static Long longOrNull(JsonNode n, String field) {
        JsonNode v = n.path(field);
        return v.canConvertToLong() && v.isNumber() ? v.asLong() : null;
    }
}
