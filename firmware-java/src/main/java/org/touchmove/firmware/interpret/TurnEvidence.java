package org.touchmove.firmware.interpret;

/**
 * What the board showed on the way since the current position was reached: which of its squares were
 * emptied (so a capture can tell which square it captured on), which were lifted first (touch-move), and which
 * were empty at the same moment (so castling, whose king and rook are both off their squares at some moment however
 * it is made, can be told from a rook move or a king step that leaves the board alike in Chess960).
 */
final class TurnEvidence {

    private final long baseline;
    private long emptiedSinceRest;
    private long firstLifted;
    /** The distinct sets of two or more of the position's squares seen empty in one reading, since the last rest. */
    private java.util.List<Long> emptiedAtOnce = new java.util.ArrayList<>();
    /** The same for the last excursion from the position, which ended when the board showed it again. */
    private java.util.List<Long> lastExcursion = java.util.List.of();
    private boolean away;

    TurnEvidence(long baseline) {
        this.baseline = baseline;
    }

    void observe(long occupancy) {
        long emptied = baseline & ~occupancy;
        if (firstLifted == 0) {
            firstLifted = emptied;
        }
        // The board back at rest forgets pieces lifted and put back: they are not captures.
        emptiedSinceRest = occupancy == baseline ? 0 : emptiedSinceRest | emptied;
        if (occupancy == baseline) {
            if (away) {
                lastExcursion = emptiedAtOnce;
                emptiedAtOnce = new java.util.ArrayList<>();
                away = false;
            }
        } else {
            away = true;
            if (Long.bitCount(emptied) >= 2 && !emptiedAtOnce.contains(emptied) && emptiedAtOnce.size() < 64) {
                emptiedAtOnce.add(emptied);
            }
        }
    }

    /** Whether one reading since the board last showed the position had all of {@code squares} empty at once. */
    boolean seenEmptyTogether(long squares) {
        return anyContains(emptiedAtOnce, squares);
    }

    /**
     * The same for the excursion that ended when the board last came back to the position: king and rook of a
     * Chess960 castling that swaps them leave the board as it was, so the evidence is in the excursion just over.
     */
    boolean seenEmptyTogetherOnTheWayBack(long squares) {
        return anyContains(lastExcursion, squares);
    }

    private static boolean anyContains(java.util.List<Long> sets, long squares) {
        for (long e : sets) {
            if ((e & squares) == squares) {
                return true;
            }
        }
        return false;
    }

    /** Squares of the position that were seen empty since the board last showed it exactly. */
    long emptied() {
        return emptiedSinceRest;
    }

    /** The squares emptied in the first reading that emptied any (0 before anything was lifted). */
    long firstLifted() {
        return firstLifted;
    }
}
