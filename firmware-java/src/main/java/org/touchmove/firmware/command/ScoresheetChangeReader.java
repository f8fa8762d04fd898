package org.touchmove.firmware.command;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.scoresheet.ScoresheetEdit;
import org.touchmove.firmware.scoresheet.GameMetadata;

/**
 * Reads and writes the {@code scoresheet-change} command (docs/commands.md): which change, and the fields of that
 * change alone; a field of another change is refused, naming it.
 */
final class ScoresheetChangeReader {

    /** Ten days, as for adjust-time: no clock shows more. */
    private static final long MAX_CLOCK_MS = CommandJson.MAX_ADJUST_MS;
    private static final Map<String, List<String>> OWN_FIELDS = ownFields();
    /** Every field of the command, in documented order. */
    static final List<String> FIELDS = List.of("arbiter", "change", "result", "termination", "ply", "uci",
            "clockMillis", "tag", "value");

    private ScoresheetChangeReader() {
    }

    private static Map<String, List<String>> ownFields() {
        Map<String, List<String>> own = new LinkedHashMap<>();
        own.put("result", List.of("result", "termination"));
        own.put("move", List.of("ply", "uci"));
        own.put("clock", List.of("ply", "clockMillis"));
        own.put("header", List.of("tag", "value"));
        own.put("sign", List.of());
        return own;
    }

    static ArbiterCommand read(CommandObject o) {
        String arbiter = o.text("arbiter", "the arbiter's name");
        if (arbiter.isBlank()) {
            throw o.refusal("arbiter", "blank; expected the arbiter's name (it is kept with the change)");
        }
        String expectedChange = "one of " + String.join(", ", OWN_FIELDS.keySet());
        String change = o.text("change", expectedChange);
        List<String> own = OWN_FIELDS.get(change);
        if (own == null) {
            throw o.refusal("change", CommandObject.quote(change) + " is not a change; expected " + expectedChange);
        }
        for (String field : FIELDS.subList(2, FIELDS.size())) {
            if (!own.contains(field) && o.has(field)) {
                throw o.refusal(field, "not a field of change " + CommandObject.quote(change) + "; expected only "
                        + String.join(", ", own.isEmpty() ? List.of("arbiter, change") : own));
            }
        }
        ScoresheetEdit command = switch (change) {
            case "result" -> new ScoresheetEdit.SetResult(arbiter, outcome(o));
            case "move" -> new ScoresheetEdit.ReplaceMove(arbiter, ply(o), move(o));
            case "clock" -> new ScoresheetEdit.SetClock(arbiter, ply(o),
                    Duration.ofMillis(o.whole("clockMillis", 0, MAX_CLOCK_MS, "the remaining time in milliseconds")));
            case "header" -> {
                String tag = CommandJson.choice(o, "tag", headers());
                yield new ScoresheetEdit.SetHeader(arbiter, tag, o.text("value", "the new value of " + tag));
            }
            default -> new ScoresheetEdit.Sign(arbiter);
        };
        return new ArbiterCommand.ScoresheetChange(command);
    }

    private static Outcome outcome(CommandObject o) {
        Result result = CommandJson.choice(o, "result", CommandJson.RESULTS);
        Map<String, Termination> terminations = new LinkedHashMap<>();
        for (Termination t : Termination.values()) {
            terminations.put(t.wireName(), t);
        }
        return new Outcome(result, CommandJson.choice(o, "termination", terminations));
    }

    private static int ply(CommandObject o) {
        return (int) o.whole("ply", 1, Integer.MAX_VALUE, "a ply number (1 = White's first move)");
    }

    private static Move move(CommandObject o) {
        String expected = "a move in UCI such as \"e2e4\" or \"e7e8q\"";
        String uci = o.text("uci", expected);
        try {
            return Uci.parse(uci);
        } catch (IllegalArgumentException e) {
            throw o.refusal("uci", CommandObject.quote(uci) + " is not a UCI move; expected " + expected);
        }
    }

    private static Map<String, String> headers() {
        Map<String, String> byName = new LinkedHashMap<>();
        GameMetadata.HEADERS.forEach(h -> byName.put(h, h));
        return byName;
    }

    /** The change's own fields in the form {@link #read} reads. */
    static void write(com.fasterxml.jackson.core.JsonGenerator g, ScoresheetEdit change) throws java.io.IOException {
        g.writeStringField("arbiter", change.arbiter());
        if (change instanceof ScoresheetEdit.SetResult r) {
            g.writeStringField("change", "result");
            g.writeStringField("result", r.outcome().result().pgn());
            g.writeStringField("termination", r.outcome().termination().wireName());
        } else if (change instanceof ScoresheetEdit.ReplaceMove m) {
            g.writeStringField("change", "move");
            g.writeNumberField("ply", m.ply());
            g.writeStringField("uci", m.move().uci());
        } else if (change instanceof ScoresheetEdit.SetClock c) {
            g.writeStringField("change", "clock");
            g.writeNumberField("ply", c.ply());
            g.writeNumberField("clockMillis", c.clock().toMillis());
        } else if (change instanceof ScoresheetEdit.SetHeader h) {
            g.writeStringField("change", "header");
            g.writeStringField("tag", h.tag());
            g.writeStringField("value", h.value());
        } else {
            g.writeStringField("change", "sign");
        }
    }
}
