package org.touchmove.firmware.hub;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which boards may enter the room (docs/hub.md, "Limits"): a board appears only on a valid message, under a valid
 * board id ({@code board.id}'s form), and only from the configured list where one is given ({@code hub.boards}, the
 * pairings), otherwise up to {@code hub.maxBoards}. Every refusal is counted; each refused board id is logged once
 * (the last few thousand ids are remembered), at most {@link #LINES_PER_MINUTE} lines a minute, the id escaped so
 * that no control character reaches the log. Not thread-safe: the {@link Room} serialises.
 */
final class BoardAdmission {

    private static final Logger log = LoggerFactory.getLogger(BoardAdmission.class);
    /** docs/configuration.md, {@code board.id}. */
    private static final Pattern BOARD_ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");
    private static final int REMEMBERED = 4096;
    static final int LINES_PER_MINUTE = 20;
    private static final int SHOWN_CHARS = 80;
    /** A refusal's reason may quote the payload (a parser's message): escaped too, and cut. */
    private static final int REASON_CHARS = 300;

    private final HubLimits limits;
    private long refused;
    private final Map<String, Boolean> logged = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED;
        }
    };
    private final LogBudget budget = new LogBudget(LINES_PER_MINUTE);

    BoardAdmission(HubLimits limits) {
        this.limits = limits;
    }

    /** Why a board new to the room may not enter it, or null when it may. */
    String refusal(String boardId, int boardsInRoom) {
        if (!BOARD_ID.matcher(boardId).matches()) {
            return "not a board id (1-64 characters of a-z, 0-9, -)";
        }
        if (!limits.boards().isEmpty()) {
            return limits.boards().contains(boardId) ? null : "not one of the configured boards (hub.boards, "
                    + "hub.pairings)";
        }
        return boardsInRoom < limits.maxBoards() ? null : "the room holds hub.maxBoards = " + limits.maxBoards()
                + " boards already";
    }

    /** Counts a refused message of a board not in the room, and logs it if its id was not logged lately. */
    void refuse(String boardId, String topicKind, String why, Instant now) {
        refused++;
        if (logged.put(boardId, Boolean.TRUE) != null) {
            return;
        }
        String more = budget.line(now);
        if (more == null) {
            return;
        }
        log.warn("board '{}' refused ({}, {} refusals in all): {}{}", printable(boardId), topicKind, refused,
                printable(why, REASON_CHARS, false), more);
    }

    long refusedCount() {
        return refused;
    }

    /** A topic level as a log can show it: printable ASCII, anything else as {@code \\uXXXX}, cut at 80 characters. */
    static String printable(String s) {
        return printable(s, SHOWN_CHARS, true);
    }

    /** @param quotes escape {@code '} too (an id is shown between quotes) */
    static String printable(String s, int max, boolean quotes) {
        StringBuilder out = new StringBuilder();
        int n = Math.min(s.length(), max);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f && c != '\\' && (c != '\'' || !quotes)) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        if (s.length() > n) {
            out.append("...(").append(s.length()).append(" characters)");
        }
        return out.toString();
    }
}
