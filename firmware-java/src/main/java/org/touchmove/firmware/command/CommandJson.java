package org.touchmove.firmware.command;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.Uci;

/**
 * The strict JSON form of arbiter commands and their replies (docs/commands.md), as MQTT and the web carry them.
 * {@link #parse} refuses anything but a well-formed command with one {@link CommandException} naming the field.
 */
public final class CommandJson {

    /** Ten days: longer than any game, short enough to catch a seconds-for-milliseconds slip times 1000. */
    static final long MAX_ADJUST_MS = 10L * 24 * 60 * 60 * 1000;
    static final int MAX_MOVE_COUNT = 10_000;


    static final Map<String, Result> RESULTS = Map.of("1-0", Result.WHITE_WINS, "0-1", Result.BLACK_WINS,
            "1/2-1/2", Result.DRAW);
    private static final Map<String, Color> SIDES = Map.of("white", Color.WHITE, "black", Color.BLACK);
    private static final Map<String, ArbiterCommand.AdjustMode> MODES =
            Map.of("set", ArbiterCommand.AdjustMode.SET, "add", ArbiterCommand.AdjustMode.ADD);
    private static final Map<String, PieceType> PROMOTION_PIECES = Map.of("queen", PieceType.QUEEN,
            "rook", PieceType.ROOK, "bishop", PieceType.BISHOP, "knight", PieceType.KNIGHT);

    /** One command type: its wire name, its own fields (in documented order) and how to read them. */
    private record Form(String type, List<String> fields, Function<CommandObject, ArbiterCommand> reader) {
    }

    private static final Map<String, Form> FORMS = forms(
            new Form("new-game", List.of("fen", "chess960", "variant", "timeControl", "event", "site", "date", "round", "board",
                    "white", "black", "whiteFideId", "blackFideId", "whiteElo", "blackElo"), NewGameReader::read),
            new Form("start", List.of(), o -> new ArbiterCommand.StartClock()),
            new Form("pause", List.of(), o -> new ArbiterCommand.PauseClock()),
            new Form("resume", List.of(), o -> new ArbiterCommand.ResumeClock()),
            new Form("adjust-time", List.of("side", "mode", "millis"), CommandJson::adjustTime),
            new Form("set-move-count", List.of("side", "moves"), o -> new ArbiterCommand.SetMoveCount(
                    choice(o, "side", SIDES), (int) o.whole("moves", 0, MAX_MOVE_COUNT, "a number of moves"))),
            new Form("accept-takeback", List.of(), o -> new ArbiterCommand.AcceptTakeback()),
            new Form("refuse-takeback", List.of(), o -> new ArbiterCommand.RefuseTakeback()),
            new Form("choose-move", List.of("uci"), CommandJson::chooseMove),
            new Form("correct-promotion", List.of("ply", "piece"), o -> new ArbiterCommand.CorrectPromotion(
                    (int) o.whole("ply", 1, Integer.MAX_VALUE, "a ply number (1 = White's first move)"),
                    choice(o, "piece", PROMOTION_PIECES))),
            new Form("reinstate", List.of("ply"), o -> new ArbiterCommand.Reinstate(
                    (int) o.whole("ply", 0, Integer.MAX_VALUE, "the number of plies to keep (0 = the start)"))),
            new Form("declare-result", List.of("result", "termination"), CommandJson::declareResult),
            new Form("republish", List.of("fromSeq"), o -> new ArbiterCommand.Republish(
                    o.whole("fromSeq", 1, Long.MAX_VALUE, "an event seq"))),
            new Form("announce-time", List.of(), o -> new ArbiterCommand.AnnounceTime()),
            new Form("scoresheet-change", ScoresheetChangeReader.FIELDS, ScoresheetChangeReader::read),
            new Form("acknowledge", List.of("alert", "kind", "arbiter"), AcknowledgeReader::read));

    private CommandJson() {
    }

    /** Whether {@code id} is a command id the strict form accepts: 1..64 printable ASCII characters. */
    public static boolean isValidId(String id) {
        return CommandObject.isValidId(id);
    }

    /** Every command type's wire name, in documented order. */
    public static Set<String> types() {
        return FORMS.keySet();
    }

    /** The fields a command of {@code type} may carry besides id, type and issuedAt, in documented order. */
    public static List<String> fields(String type) {
        Form form = FORMS.get(type);
        if (form == null) {
            throw new IllegalArgumentException("not a command type: '" + type + "'");
        }
        return form.fields();
    }

    /**
     * Reads one command.
     *
     * @throws CommandException naming the field and what would be right, carrying the id where it could be read
     */
    public static CommandRequest parse(String json) {
        CommandObject o = CommandObject.read(json);
        String type = o.text("type", "one of " + String.join(", ", FORMS.keySet()));
        Form form = FORMS.get(type);
        if (form == null) {
            throw o.refusal("type", CommandObject.quote(type) + " is not a command; expected one of "
                    + String.join(", ", FORMS.keySet()));
        }
        Set<String> allowed = new LinkedHashSet<>(List.of("id", "type", "issuedAt"));
        allowed.addAll(form.fields());
        o.allowOnly(allowed, type);
        Instant issuedAt = issuedAt(o);
        return new CommandRequest(o.id(), issuedAt, form.reader().apply(o));
    }

    /** Writes a request in the form {@link #parse} reads: fields in documented order, absent ones left out. */
    public static String write(CommandRequest request) {
        return CommandWriter.write(request);
    }

    /** Writes a reply: {@code {"id":..,"accepted":..,"reason":..,"state":..}}, the state as the board gave it. */
    public static String writeReply(CommandReply reply) {
        return CommandWriter.writeReply(reply);
    }

    private static Map<String, Form> forms(Form... forms) {
        Map<String, Form> byType = new LinkedHashMap<>();
        for (Form f : forms) {
            byType.put(f.type(), f);
        }
        return Collections.unmodifiableMap(byType);
    }

    private static Instant issuedAt(CommandObject o) {
        String expected = "an ISO-8601 instant such as \"2026-11-30T22:50:00Z\"";
        String text = o.optionalText("issuedAt", expected);
        if (text == null) {
            return null;
        }
        try {
            return DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
        } catch (DateTimeException e) {
            throw o.refusal("issuedAt", CommandObject.quote(text) + " is not an instant; expected " + expected);
        }
    }

    private static ArbiterCommand adjustTime(CommandObject o) {
        Color side = choice(o, "side", SIDES);
        ArbiterCommand.AdjustMode mode = choice(o, "mode", MODES);
        // Art. 6.10.2: "set" gives a remaining time (never negative); "add" may also take time away.
        long millis = switch (mode) {
            case SET -> o.whole("millis", 0, MAX_ADJUST_MS, "milliseconds (mode set)");
            case ADD -> o.whole("millis", -MAX_ADJUST_MS, MAX_ADJUST_MS, "milliseconds (mode add)");
        };
        return new ArbiterCommand.AdjustTime(side, mode, millis);
    }

    private static ArbiterCommand chooseMove(CommandObject o) {
        String expected = "a move in UCI such as \"e2e4\" or \"e7e8q\"";
        String uci = o.text("uci", expected);
        try {
            Uci.parse(uci);
        } catch (IllegalArgumentException e) {
            throw o.refusal("uci", CommandObject.quote(uci) + " is not a UCI move; expected " + expected);
        }
        // Art. 3.7.5.1: a pawn promotes on the last rank only, so a promotion letter elsewhere is no move at all.
        if (uci.length() == 5 && uci.charAt(3) != '1' && uci.charAt(3) != '8') {
            throw o.refusal("uci", CommandObject.quote(uci) + " promotes off the last rank; expected " + expected);
        }
        return new ArbiterCommand.ChooseMove(uci);
    }

    private static ArbiterCommand declareResult(CommandObject o) {
        List<String> declarable = new ArrayList<>();
        for (Termination t : Termination.values()) {
            if (ResultDeclaration.declarable(t)) {
                declarable.add(t.wireName());
            }
        }
        String expectedTermination = "one of " + String.join(", ", declarable);
        Result result = choice(o, "result", Map.of("1-0", Result.WHITE_WINS, "0-1", Result.BLACK_WINS,
                "1/2-1/2", Result.DRAW));
        String name = o.text("termination", expectedTermination);
        Termination termination = null;
        for (Termination t : Termination.values()) {
            if (t.wireName().equals(name)) {
                termination = t;
            }
        }
        if (termination == null) {
            throw o.refusal("termination", CommandObject.quote(name) + " is not a termination; expected "
                    + expectedTermination);
        }
        if (!ResultDeclaration.declarable(termination)) {
            throw o.refusal("termination", CommandObject.quote(name) + " is read off the moves by the board, not"
                    + " declared (correct the moves instead); expected " + expectedTermination);
        }
        Set<Result> fitting = ResultDeclaration.results(termination);
        if (!fitting.contains(result)) {
            List<String> tokens = fitting.stream().map(Result::pgn).toList();
            throw o.refusal("result", CommandObject.quote(result.pgn()) + " does not go with termination "
                    + CommandObject.quote(name) + "; expected " + String.join(" or ", tokens));
        }
        return new ArbiterCommand.DeclareResult(result, termination);
    }

    /** A string field that must be one of {@code names}' keys. */
    static <T> T choice(CommandObject o, String field, Map<String, T> names) {
        String expected = "one of " + String.join(", ", names.keySet().stream().sorted().toList());
        String text = o.text(field, expected);
        T value = names.get(text);
        if (value == null) {
            throw o.refusal(field, CommandObject.quote(text) + " is not allowed here; expected " + expected);
        }
        return value;
    }
}
