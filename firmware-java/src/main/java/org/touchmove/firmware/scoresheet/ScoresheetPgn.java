package org.touchmove.firmware.scoresheet;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnTermination;
import org.touchmove.firmware.pgn.PgnWriter;
import org.touchmove.firmware.rules.Result;

/**
 * The scoresheet as standard PGN (written by {@link PgnWriter}): the Seven Tag Roster, TimeControl,
 * Arbiter, the standard Termination tag, and the sign-off and every arbiter change as extra tags (PGN
 * allows any tag; readers that do not know them keep or ignore them). docs/scoresheet.md lists them.
 */
final class ScoresheetPgn {

    private static final DateTimeFormatter UTC =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private ScoresheetPgn() {
    }

    static String write(Scoresheet sheet) {
        return PgnWriter.write(toPgnGame(sheet));
    }

    static PgnGame toPgnGame(Scoresheet sheet) {
        GameMetadata m = sheet.metadata();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", m.event());
        tags.put("Site", m.site());
        tags.put("Date", m.date());
        tags.put("Round", m.round());
        tags.put("White", m.white());
        tags.put("Black", m.black());
        tags.put("TimeControl", m.timeControl());
        if (!m.arbiter().isBlank()) {
            tags.put("Arbiter", m.arbiter());
        }
        sheet.outcome().ifPresent(o -> {
            tags.put("Termination", PgnTermination.of(o.termination()));
            tags.put("TerminationDetail", o.termination().wireName());
        });
        sheet.finishedAt().ifPresent(s -> tags.put("ResultTime", time(s)));
        for (SignOff s : sheet.signOffs()) {
            tags.put(switch (s.signer()) {
                case WHITE -> "WhiteSignOff";
                case BLACK -> "BlackSignOff";
                case ARBITER -> "ArbiterSignOff";
            }, time(s.stamp()));
        }
        List<ArbiterChange> changes = sheet.changes();
        for (int i = 0; i < changes.size(); i++) {
            tags.put("ArbiterChange" + (i + 1), time(changes.get(i).stamp()) + " " + changes.get(i).description());
        }
        List<Optional<Duration>> clocks = sheet.moves().stream().map(ScoresheetMove::clock).toList();
        Result result = sheet.outcome().map(o -> o.result()).orElse(Result.UNDECIDED);
        return PgnGame.of(tags, sheet.start(), sheet.moves().stream().map(ScoresheetMove::move).toList(), clocks,
                result);
    }

    private static String time(Stamp s) {
        return UTC.format(s.at().truncatedTo(ChronoUnit.SECONDS));
    }
}
