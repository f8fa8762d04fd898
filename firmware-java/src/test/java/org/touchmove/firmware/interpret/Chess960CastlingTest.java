package org.touchmove.firmware.interpret;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;

/**
 * Every castling geometry of the 960 start positions (the king's file and the castling rook's, each side, both
 * colours) through the interpreter on an occupancy board and an identity board, with hands that follow the
 * Guidelines' procedure (king off, rook across, king on) and hands that do not (king first, rook first), and the
 * rook moves and king steps that leave the board as castling would (docs/interpreter.md, "Chess960 castling").
 */
class Chess960CastlingTest {

    /** King file, rook file: the geometries the 960 start positions hold (king between its rooks). */
    record Geometry(int kingFile, int rookFile, Color color) {

        boolean shortSide() {
            return rookFile > kingFile;
        }

        int rank() {
            return color == Color.WHITE ? 0 : 7;
        }

        int king() {
            return rank() * 8 + kingFile;
        }

        int rook() {
            return rank() * 8 + rookFile;
        }

        int kingTo() {
            return rank() * 8 + (shortSide() ? 6 : 2);
        }

        int rookTo() {
            return rank() * 8 + (shortSide() ? 5 : 3);
        }

        /** King and rook alone on their first rank, pawns in front, the other side's king and pawns at home. */
        Position position() {
            StringBuilder back = new StringBuilder();
            for (int f = 0; f < 8; f++) {
                back.append(f == kingFile ? 'K' : f == rookFile ? 'R' : '1');
            }
            String own = compress(back.toString());
            String right = String.valueOf((char) ('A' + rookFile));
            if (color == Color.WHITE) {
                return Position.fromFen("4k3/pppppppp/8/8/8/8/PPPPPPPP/" + own + " w " + right + " - 0 1", true);
            }
            return Position.fromFen(own.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/4K3 b " + right.toLowerCase()
                    + " - 0 1", true);
        }

        /** "1K2R111" as FEN: runs of empty squares as one digit. */
        private static String compress(String rank) {
            StringBuilder sb = new StringBuilder();
            int empty = 0;
            for (char c : rank.toCharArray()) {
                if (c == '1') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(c);
                }
            }
            return empty > 0 ? sb.append(empty).toString() : sb.toString();
        }

        Move castling(Position p) {
            return p.legalMoves().stream().filter(p::isCastling).findFirst().orElseThrow();
        }

        @Override
        public String toString() {
            return color + " king " + (char) ('a' + kingFile) + " rook " + (char) ('a' + rookFile);
        }
    }

    static List<Geometry> geometries() {
        Set<Geometry> all = new LinkedHashSet<>();
        for (int n = 0; n < 960; n++) {
            String rank = Position.fromChess960Pos(n).fen().split("/")[7].split(" ")[0];
            int king = rank.indexOf('K');
            for (Color color : Color.values()) {
                all.add(new Geometry(king, rank.indexOf('R'), color));
                all.add(new Geometry(king, rank.lastIndexOf('R'), color));
            }
        }
        return new ArrayList<>(all);
    }

    @Test
    void theStartPositionsHoldFortyTwoGeometriesPerColour() {
        // King on b..g, an a-side rook left of it, an h-side rook right of it: 6 kings, 21 + 21 rook files.
        assertThat(geometries()).hasSize(84);
    }

    private static String sq(int square) {
        return Square.name(square);
    }

    @TestFactory
    Stream<DynamicTest> theGuidelinesProcedureCastlesOnBothBoards() {
        return geometries().stream().flatMap(g -> Stream.of(false, true).map(identity -> DynamicTest.dynamicTest(
                g + (identity ? " identity" : " occupancy"), () -> {
                    Position p = g.position();
                    BoardScript b = identity ? BoardScript.identity(GameMode.TOURNAMENT, p)
                            : BoardScript.clock(GameMode.TOURNAMENT, p);
                    char k = g.color == Color.WHITE ? 'K' : 'k';
                    char r = g.color == Color.WHITE ? 'R' : 'r';
                    b.lift(sq(g.king()));
                    b.lift(sq(g.rook()));
                    place(b, identity, g.rookTo(), r);
                    place(b, identity, g.kingTo(), k);
                    assertThat(b.press(g.color)).as(g.toString())
                            .containsExactly("completed " + g.castling(p).uci() + " CLOCK_PRESS");
                })));
    }

    @TestFactory
    Stream<DynamicTest> kingFirstCastles() {
        return geometries().stream().filter(g -> g.kingTo() != g.rook() && g.kingTo() != g.king()
                && g.rookTo() != g.rook()).map(g -> DynamicTest.dynamicTest(g.toString(), () -> {
                    Position p = g.position();
                    BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, p);
                    b.lift(sq(g.king()));
                    b.place(sq(g.kingTo()));
                    b.lift(sq(g.rook()));
                    b.place(sq(g.rookTo()));
                    assertThat(b.press(g.color)).containsExactly("completed " + g.castling(p).uci() + " CLOCK_PRESS");
                }));
    }

    @TestFactory
    Stream<DynamicTest> rookFirstCastlesWithTheArticle442Report() {
        return geometries().stream().filter(g -> g.rookTo() != g.king() && g.rookTo() != g.rook()
                && g.kingTo() != g.king()).map(g -> DynamicTest.dynamicTest(g.toString(), () -> {
                    Position p = g.position();
                    BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, p);
                    b.lift(sq(g.rook()));
                    b.place(sq(g.rookTo()));
                    b.lift(sq(g.king()));
                    b.place(sq(g.kingTo()));
                    assertThat(b.press(g.color)).containsExactly("completed " + g.castling(p).uci() + " CLOCK_PRESS",
                            "castling-rook-first 4.4 " + g.color);
                }));
    }

    /** The rook move or king step that leaves the occupancy as castling does, where one is legal. */
    private static Move lookalike(Position p, Geometry g) {
        long after = p.occupiedAfter(g.castling(p));
        return p.legalMoves().stream().filter(m -> !p.isCastling(m) && p.occupiedAfter(m) == after)
                .findFirst().orElse(null);
    }

    @TestFactory
    Stream<DynamicTest> aRookMoveOrKingStepThatLooksLikeCastlingStaysWhatItIs() {
        return geometries().stream().filter(g -> lookalike(g.position(), g) != null)
                .map(g -> DynamicTest.dynamicTest(g + " " + lookalike(g.position(), g).uci(), () -> {
                    Position p = g.position();
                    Move plain = lookalike(p, g);
                    BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, p);
                    b.lift(sq(plain.from()));
                    b.place(sq(plain.to()));
                    assertThat(b.press(g.color)).containsExactly("completed " + plain.uci() + " CLOCK_PRESS");
                }));
    }

    @Test
    void theLookalikesAreTheGeometriesTheIssueNames() {
        List<String> names = new ArrayList<>();
        for (Geometry g : geometries()) {
            Position p = g.position();
            Move plain = lookalike(p, g);
            if (g.color == Color.WHITE && plain != null) {
                names.add(g + " " + plain.uci());
            }
        }
        // A king that stays (g1 or c1) has none: the rook would have to pass it. King f1 and rook g1, king d1 and
        // rook c1 swap, and change no square at all (kingAndRookSwapped...).
        assertThat(names).containsExactlyInAnyOrder(
                "WHITE king f rook h h1g1", // Rg1
                "WHITE king d rook a a1c1", // Rc1
                "WHITE king d rook b b1c1", // Rc1
                "WHITE king e rook g e1f1", // Kf1
                "WHITE king e rook c e1d1"); // Kd1
    }

    @Test
    void kingAndRookSwappedAreCastlingOnlyIfBothWereOffTogether() {
        Geometry f1g1 = new Geometry(5, 6, Color.WHITE);
        Position p = f1g1.position();
        // Touched one after the other and put back: nothing was moved.
        BoardScript touched = BoardScript.clock(GameMode.TOURNAMENT, p);
        touched.lift("f1");
        touched.place("f1");
        touched.lift("g1");
        touched.place("g1");
        assertThat(touched.press(Color.WHITE)).containsExactly("press-without-move WHITE");
        // King off, rook across, king on: castling, though no square changed.
        BoardScript castled = BoardScript.clock(GameMode.TOURNAMENT, p);
        castled.lift("f1");
        castled.lift("g1");
        castled.place("f1");
        assertThat(castled.place("g1")).containsExactly("made f1g1");
        assertThat(castled.press(Color.WHITE)).containsExactly("completed f1g1 CLOCK_PRESS");
    }

    @Test
    void theKingLiftedAndPutBackThenTheRookMovedIsAmbiguousUntilTheArbiterChooses() {
        Geometry f1h1 = new Geometry(5, 7, Color.WHITE); // castling short: king f1-g1, rook h1-f1; Rg1 looks alike
        Position p = f1h1.position();
        BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, p);
        b.lift("f1");
        b.place("f1");
        b.lift("h1");
        b.place("g1");
        assertThat(b.press(Color.WHITE)).containsExactly("ambiguous-move null WHITE");
        List<Signal> chosen = b.interpreter.arbiterChooseMove(Move.of(Square.parse("f1"), Square.parse("h1")),
                b.now());
        assertThat(BoardScript.describe(chosen)).containsExactly("completed f1h1 ARBITER");
    }

    private static void place(BoardScript b, boolean identity, int square, char piece) {
        if (identity) {
            b.place(sq(square), piece);
        } else {
            b.place(sq(square));
        }
    }
}
