package org.touchmove.firmware.hub;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Position;

/**
 * A round's pairings from CSV (docs/hub.md, "Pairings"): a header line naming the columns, then one line per board.
 * Columns {@code board} (number), {@code white}, {@code black} are required; {@code boardId} (default
 * {@code board-<board>}), {@code whiteFideId}, {@code blackFideId}, {@code event}, {@code site}, {@code round},
 * {@code date}, {@code timeControl}, {@code chess960} are optional. Fields may be quoted ({@code "Carlsen, Magnus"}).
 * {@code chess960}: a Chess960 start position number 0..959, or {@code random}: one number drawn for the whole round,
 * the same on every board that asks for it (FIDE Laws, Guidelines II.1).
 */
final class Pairings {

    static final List<String> COLUMNS = List.of("board", "boardId", "white", "black", "whiteFideId", "blackFideId",
            "event", "site", "round", "date", "timeControl", "chess960");

    /** One board's new game. */
    record Pairing(String boardId, ArbiterCommand.NewGame command) {
    }

    private Pairings() {
    }

    /** @throws IllegalArgumentException naming the line and column that is wrong */
    static List<Pairing> parse(String csv) {
        return parse(csv, new java.security.SecureRandom());
    }

    /** @param draw draws the round's Chess960 start position for {@code chess960 = random} */
    static List<Pairing> parse(String csv, RandomGenerator draw) {
        List<String> lines = csv.lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("pairings: empty; expected a header line such as "
                    + "board,white,black,whiteFideId,blackFideId,event,site,round");
        }
        List<String> header = fields(lines.get(0), 1);
        for (String h : header) {
            if (!COLUMNS.contains(h)) {
                throw new IllegalArgumentException("pairings line 1: unknown column '" + h + "' (known: "
                        + String.join(", ", COLUMNS) + ")");
            }
        }
        for (String required : List.of("board", "white", "black")) {
            if (!header.contains(required)) {
                throw new IllegalArgumentException("pairings line 1: column '" + required + "' is missing");
            }
        }
        List<Pairing> out = new ArrayList<>();
        Integer drawn = null; // the round's one Chess960 draw, made at the first row that asks for it
        for (int i = 1; i < lines.size(); i++) {
            int lineNo = i + 1;
            List<String> f = fields(lines.get(i), lineNo);
            if (f.size() != header.size()) {
                throw new IllegalArgumentException("pairings line " + lineNo + ": " + f.size() + " fields, the header has "
                        + header.size());
            }
            Map<String, String> row = new HashMap<>();
            for (int c = 0; c < header.size(); c++) {
                String v = f.get(c).strip();
                row.put(header.get(c), v.isEmpty() ? null : v);
            }
            int board;
            try {
                board = Integer.parseInt(row.getOrDefault("board", ""));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("pairings line " + lineNo + ": board must be a whole number, was '"
                        + row.get("board") + "'");
            }
            if (board < 1 || board > 10_000) {
                throw new IllegalArgumentException("pairings line " + lineNo + ": board must be 1..10000, was " + board);
            }
            for (String id : List.of("whiteFideId", "blackFideId")) {
                String v = row.get(id);
                if (v != null && !v.matches("\\d{1,10}")) {
                    throw new IllegalArgumentException("pairings line " + lineNo + ": " + id
                            + " must be 1..10 digits, was '" + v + "'");
                }
            }
            String boardId = row.get("boardId") == null ? "board-" + board : row.get("boardId");
            if (!boardId.matches("[a-z0-9][a-z0-9-]{0,63}")) {
                // board.id's form (docs/configuration.md): the hub admits no other id.
                throw new IllegalArgumentException("pairings line " + lineNo + ": boardId must be 1-64 characters of "
                        + "a-z, 0-9, -, was '" + boardId + "'");
            }
            GameMetadata m = new GameMetadata(row.get("event"), row.get("site"), row.get("date"), row.get("round"),
                    board, row.get("white"), row.get("black"), row.get("whiteFideId"), row.get("blackFideId"));
            String chess960 = row.get("chess960");
            Integer number = null;
            if ("random".equals(chess960)) {
                drawn = drawn == null ? draw.nextInt(960) : drawn;
                number = drawn;
            } else if (chess960 != null) {
                number = chess960Number(chess960, lineNo);
            }
            String fen = number == null ? null : Position.fromChess960Pos(number).fen();
            out.add(new Pairing(boardId, new ArbiterCommand.NewGame(fen, row.get("timeControl"), m, number != null)));
        }
        return out;
    }

    private static int chess960Number(String text, int lineNo) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 0 && n <= 959) {
                return n;
            }
        } catch (NumberFormatException e) {
            // the message below says what is expected
        }
        throw new IllegalArgumentException("pairings line " + lineNo + ": chess960 must be a start position number "
                + "0..959 or 'random', was '" + text + "'");
    }

    /** RFC 4180 fields of one line: commas, double quotes around a field, "" for a quote inside one. */
    private static List<String> fields(String line, int lineNo) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quoted) {
                if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (ch == '"') {
                    quoted = false;
                } else {
                    cur.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("pairings line " + lineNo + ": a quoted field is not closed");
        }
        out.add(cur.toString());
        return out;
    }
}
