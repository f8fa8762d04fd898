package org.touchmove.firmware.simulation;

import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandException;
import org.touchmove.firmware.command.CommandJson;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.pgn.PgnGame;

/**
 * The arbiter's {@code new-game} command for a replayed PGN game (docs/commands.md): its start, its TimeControl tag
 * and what its tags say of the game (event, site, date, round and board, players, FIDE ids, ratings). Each value goes through
 * the command's own checks, as if sent over MQTT; a tag the board would refuse (a date such as {@code 1997.05.3}) is
 * left out with a note in the log, never the game.
 */
final class PgnNewGame {

    private static final Logger LOG = LoggerFactory.getLogger(PgnNewGame.class);

    private PgnNewGame() {
    }

    /** The command; {@code timeControl} is the one the board runs (the tag's, or the replay's default). */
    static ArbiterCommand.NewGame of(PgnGame pgn, String timeControl) {
        Round round = Round.of(tag(pgn, "Round"));
        GameMetadata m = new GameMetadata(tag(pgn, "Event"), tag(pgn, "Site"), tag(pgn, "Date"), round.round(),
                round.board() != null ? round.board() : number(tag(pgn, "Board")), tag(pgn, "White"),
                tag(pgn, "Black"), tag(pgn, "WhiteFideId"), tag(pgn, "BlackFideId"))
                .withElo(number(tag(pgn, "WhiteElo")), number(tag(pgn, "BlackElo")));
        // Each refusal names its field: leave that one out and check again (eleven fields at most).
        for (int i = 0; i <= 11; i++) {
            try {
                CommandJson.parse(CommandJson.write(new CommandRequest("replay", null,
                        new ArbiterCommand.NewGame(null, null, m))));
                break;
            } catch (CommandException e) {
                LOG.info("tag for {} left out: {}", e.field(), e.getMessage());
                m = without(m, e.field());
            }
        }
        return new ArbiterCommand.NewGame(pgn.start().fen(), timeControl, m, pgn.start().isChess960());
    }

    private static GameMetadata without(GameMetadata m, String field) {
        if (field.equals("whiteElo") || field.equals("blackElo")) {
            return m.withElo(field.equals("whiteElo") ? null : m.whiteElo(), field.equals("blackElo") ? null
                    : m.blackElo());
        }
        return withoutTag(m, field).withElo(m.whiteElo(), m.blackElo());
    }

    private static GameMetadata withoutTag(GameMetadata m, String field) {
        return switch (field) {
            case "event" -> new GameMetadata(null, m.site(), m.date(), m.round(), m.board(), m.white(), m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "site" -> new GameMetadata(m.event(), null, m.date(), m.round(), m.board(), m.white(), m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "date" -> new GameMetadata(m.event(), m.site(), null, m.round(), m.board(), m.white(), m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "round" -> new GameMetadata(m.event(), m.site(), m.date(), null, m.board(), m.white(), m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "board" -> new GameMetadata(m.event(), m.site(), m.date(), m.round(), null, m.white(), m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "white" -> new GameMetadata(m.event(), m.site(), m.date(), m.round(), m.board(), null, m.black(),
                    m.whiteFideId(), m.blackFideId());
            case "black" -> new GameMetadata(m.event(), m.site(), m.date(), m.round(), m.board(), m.white(), null,
                    m.whiteFideId(), m.blackFideId());
            case "whiteFideId" -> new GameMetadata(m.event(), m.site(), m.date(), m.round(), m.board(), m.white(),
                    m.black(), null, m.blackFideId());
            case "blackFideId" -> new GameMetadata(m.event(), m.site(), m.date(), m.round(), m.board(), m.white(),
                    m.black(), m.whiteFideId(), null);
            default -> GameMetadata.NONE; // not a metadata field: keep nothing rather than loop
        };
    }

    /** A tag's value; null where absent or unknown ({@code ?}, {@code -}, empty). */
    static String tag(PgnGame pgn, String name) {
        Optional<String> value = pgn.tag(name).map(String::strip);
        return value.filter(v -> !v.isEmpty() && !v.equals("?") && !v.equals("-")).orElse(null);
    }

    private static Integer number(String text) {
        return text != null && text.matches("[0-9]{1,5}") ? Integer.valueOf(text) : null;
    }

    /** PGN's Round: the round alone ({@code "3"}), or {@code "round.board"} ({@code "3.12"}). */
    record Round(String round, Integer board) {
        static Round of(String tag) {
            if (tag == null) {
                return new Round(null, null);
            }
            int dot = tag.indexOf('.');
            if (dot > 0 && number(tag.substring(dot + 1)) != null) {
                return new Round(tag.substring(0, dot), number(tag.substring(dot + 1)));
            }
            return new Round(tag, null);
        }
    }
}
