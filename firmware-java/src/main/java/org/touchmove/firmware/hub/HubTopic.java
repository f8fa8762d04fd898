package org.touchmove.firmware.hub;

import java.util.Optional;

/**
 * A topic of the board tree (docs/mqtt.md) split into board id and kind. The root is the board root with
 * {@code {boardId}} as the last level, e.g. {@code touchmove/v1/boards/}.
 */
record HubTopic(String boardId, Kind kind) {

    enum Kind { EVENTS, STATE_GAME, STATE_POSITION, STATE_CLOCK, STATE_PGN, STATUS, CMD_REPLY }

    static Optional<HubTopic> parse(String root, String topic) {
        if (!topic.startsWith(root)) {
            return Optional.empty();
        }
        String rest = topic.substring(root.length());
        int slash = rest.indexOf('/');
        if (slash <= 0) {
            return Optional.empty();
        }
        String board = rest.substring(0, slash);
        Kind kind = switch (rest.substring(slash + 1)) {
            case "events" -> Kind.EVENTS;
            case "state/game" -> Kind.STATE_GAME;
            case "state/position" -> Kind.STATE_POSITION;
            case "state/clock" -> Kind.STATE_CLOCK;
            case "state/pgn" -> Kind.STATE_PGN;
            case "status" -> Kind.STATUS;
            case "cmd/reply" -> Kind.CMD_REPLY;
            default -> null;
        };
        return kind == null ? Optional.empty() : Optional.of(new HubTopic(board, kind));
    }

    static String commandTopic(String root, String boardId) {
        return root + boardId + "/cmd";
    }
}
