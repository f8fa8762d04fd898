package org.touchmove.firmware.view;

import java.util.Objects;

/**
 * One completed move as the view keeps it: what PGN and a move list need.
 *
 * @param whiteMs both clock times after the move (null without a clock); PGN's {@code [%clk]} of the mover
 */
public record PlayedMove(int ply, String san, String uci, String fenAfter, Long whiteMs, Long blackMs) {
    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (the PGN memo compares move lists on every view),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayedMove m && ply == m.ply && Objects.equals(san, m.san) && Objects.equals(uci, m.uci)
                && Objects.equals(fenAfter, m.fenAfter) && Objects.equals(whiteMs, m.whiteMs)
                && Objects.equals(blackMs, m.blackMs);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ply, san, uci, fenAfter, whiteMs, blackMs);
    }

}
