package org.touchmove.firmware.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.rules.Termination;

/**
 * The closed sets of the event schema: each enum names exactly the wire values docs/events.md documents, every name
 * reads back to its value, and a journal line with a name no enum knows is refused with the field and the value named.
 */
class WireNamesTest {

    private static final String DOC = read();

    private static String read() {
        try {
            return Files.readString(Path.of("").toAbsolutePath().getParent().resolve("docs/events.md"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The back-quoted names in the text that follows {@code anchor} up to {@code end}. */
    private static List<String> documented(String anchor, String end) {
        int from = DOC.indexOf(anchor);
        assertThat(from).as(anchor + " in docs/events.md").isNotNegative();
        int to = DOC.indexOf(end, from + anchor.length());
        Matcher name = Pattern.compile("`([a-z-]+)`").matcher(DOC.substring(from + anchor.length(), to));
        List<String> names = new ArrayList<>();
        while (name.find()) {
            names.add(name.group(1));
        }
        return names;
    }

    @Test
    void irregularityKinds_areTheDocumentedOnes() {
        assertThat(Arrays.stream(IrregularityKind.values()).map(IrregularityKind::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("| `kind` | string |", "\n"));
    }

    @Test
    void clockCauses_areTheDocumentedOnes() {
        assertThat(Arrays.stream(ClockCause.values()).map(ClockCause::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("`cause`", ")"));
    }

    @Test
    void deciders_areTheDocumentedOnes() {
        assertThat(Arrays.stream(DecidedBy.values()).map(DecidedBy::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("`decidedBy`", ")"));
    }

    @Test
    void documentedTerminations_areAllKnown() {
        // The enum also has the claimed draws an arbiter may declare (Art. 9.2, 9.3).
        assertThat(documented("`termination`", ")")).hasSizeGreaterThanOrEqualTo(11)
                .allSatisfy(name -> assertThat(Termination.fromWireName(name).wireName()).isEqualTo(name));
    }

    @Test
    void mateabilities_areTheDocumentedOnes() {
        assertThat(Arrays.stream(Mateability.values()).map(Mateability::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("`opponentMateability` (", ":"));
    }

    @Test
    void moveCompletions_areTheDocumentedOnes() {
        assertThat(Arrays.stream(CompletedBy.values()).map(CompletedBy::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("| `completedBy` | string |", "\n"));
    }

    @Test
    void gameModes_areTheDocumentedOnes() {
        assertThat(Arrays.stream(GameMode.values()).map(GameMode::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("without a clock), `mode`", ")"));
    }

    @Test
    void announcementKinds_areTheDocumentedOnes() {
        assertThat(Arrays.stream(AnnouncementKind.values()).map(AnnouncementKind::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("`kind` (", ")"));
    }

    @Test
    void scoresheetStatesAndSigners_areTheDocumentedOnes() {
        assertThat(Arrays.stream(ScoresheetState.values()).map(ScoresheetState::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("| `state` | string |", "\n"));
        assertThat(Arrays.stream(Signer.values()).map(Signer::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("| `signedBy` | array of strings |", "\n"));
    }

    @Test
    void sides_areTheDocumentedOnes() {
        // the clock event's running side; the state view's clock.running (docs/state-view.md) names the same two
        assertThat(Arrays.stream(Color.values()).map(Color::wireName))
                .containsExactlyInAnyOrderElementsOf(documented("`running` (", " or null"));
    }

    @Test
    void everyName_readsBackToItsValue() {
        for (ClockCause c : ClockCause.values()) {
            assertThat(ClockCause.fromWireName(c.wireName())).isEqualTo(c);
        }
        for (DecidedBy d : DecidedBy.values()) {
            assertThat(DecidedBy.fromWireName(d.wireName())).isEqualTo(d);
        }
        for (IrregularityKind k : IrregularityKind.values()) {
            assertThat(IrregularityKind.fromWireName(k.wireName())).isEqualTo(k);
        }
        for (Mateability m : Mateability.values()) {
            assertThat(Mateability.fromWireName(m.wireName())).isEqualTo(m);
        }
        for (CompletedBy c : CompletedBy.values()) {
            assertThat(CompletedBy.fromWireName(c.wireName())).isEqualTo(c);
        }
        for (GameMode m : GameMode.values()) {
            assertThat(GameMode.fromWireName(m.wireName())).isEqualTo(m);
        }
        for (AnnouncementKind k : AnnouncementKind.values()) {
            assertThat(AnnouncementKind.fromWireName(k.wireName())).isEqualTo(k);
        }
        for (ScoresheetState st : ScoresheetState.values()) {
            assertThat(ScoresheetState.fromWireName(st.wireName())).isEqualTo(st);
        }
        for (Signer sg : Signer.values()) {
            assertThat(Signer.fromWireName(sg.wireName())).isEqualTo(sg);
        }
        for (Color c : Color.values()) {
            assertThat(Color.fromWireName(c.wireName())).isEqualTo(c);
        }
    }

    private static final String CLOCK = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":3,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"clock\",\"whiteMs\":1,\"blackMs\":2,\"running\":null,"
            + "\"cause\":\"%s\",\"mono\":5}";
    private static final String RESULT = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":4,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"result\",\"result\":\"%s\",\"termination\":\"%s\","
            + "\"decidedBy\":\"%s\",\"atPly\":9,\"mono\":5}";
    private static final String IRREGULARITY = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":5,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"irregularity\",\"kind\":\"%s\",\"article\":null,"
            + "\"detail\":\"d\",\"side\":null,\"atPly\":0,\"mono\":5}";

    private static final String FLAG = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":6,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"flag\",\"side\":\"white\",\"opponentCanCheckmate\":true,"
            + "\"atPly\":40%s,\"mono\":5}";

    private static final String MOVE = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":7,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"move\",\"ply\":1,\"san\":\"e4\",\"uci\":\"e2e4\","
            + "\"fen\":\"x\",\"whiteMs\":null,\"blackMs\":null,\"color\":\"white\",\"moveNumber\":1,"
            + "\"completedBy\":\"%s\",\"mono\":5}";

    private static final String NEW_GAME = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":8,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"new-game\",\"fen\":\"x\",\"timeControl\":\"-\","
            + "\"mode\":\"%s\",\"mono\":5}";

    private static final String ANNOUNCE = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":9,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"announce\",\"text\":\"t\",\"lang\":\"en\","
            + "\"kind\":\"%s\",\"mono\":5}";

    private static final String SCORESHEET = "{\"v\":1,\"boardId\":\"b\",\"gameId\":\"g\",\"seq\":10,"
            + "\"ts\":\"2026-01-01T00:00:00.000Z\",\"type\":\"scoresheet\",\"state\":\"%s\",\"signedBy\":[%s],"
            + "\"change\":null,\"pgn\":\"p\",\"mono\":5}";

    @Test
    void aFlagWithoutMateability_readsAsDecided() {
        // journals written before opponentMateability existed: the boolean said it all
        assertThat(EventJson.read(FLAG.formatted("")).body())
                .isEqualTo(new FlagEvent(org.touchmove.firmware.rules.Color.WHITE, true, 40, Mateability.CAN_MATE));
    }

    @Test
    void journalLines_readBackByteForByte() {
        for (String line : List.of(CLOCK.formatted("penalty"), RESULT.formatted("1-0", "illegal-moves", "rules"),
                RESULT.formatted("1/2-1/2", "threefold-repetition", "arbiter"),
                IRREGULARITY.formatted("press-without-move"), FLAG.formatted(",\"opponentMateability\":\"undecided\""),
                MOVE.formatted("next-move"), NEW_GAME.formatted("casual"),
                ANNOUNCE.formatted("irregularity"), SCORESHEET.formatted("recording", ""),
                SCORESHEET.formatted("signed", "\"white\",\"black\",\"arbiter\""))) {
            assertThat(EventJson.write(EventJson.read(line))).isEqualTo(line);
        }
    }

    @Test
    void anUnknownName_isRefusedNamingTheFieldAndTheValue() {
        assertThatThrownBy(() -> EventJson.read(CLOCK.formatted("rewind")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cause").hasMessageContaining("'rewind'");
        assertThatThrownBy(() -> EventJson.read(RESULT.formatted("1-0", "boredom", "rules")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("termination")
                .hasMessageContaining("'boredom'");
        assertThatThrownBy(() -> EventJson.read(RESULT.formatted("1-0", "checkmate", "coin")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("decidedBy")
                .hasMessageContaining("'coin'");
        assertThatThrownBy(() -> EventJson.read(RESULT.formatted("2-0", "checkmate", "rules")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("result")
                .hasMessageContaining("'2-0'");
        assertThatThrownBy(() -> EventJson.read(FLAG.formatted(",\"opponentMateability\":\"maybe\"")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("opponentMateability")
                .hasMessageContaining("'maybe'");
        assertThatThrownBy(() -> EventJson.read(MOVE.formatted("telepathy")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("completedBy")
                .hasMessageContaining("'telepathy'");
        assertThatThrownBy(() -> EventJson.read(NEW_GAME.formatted("blitz")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("mode")
                .hasMessageContaining("'blitz'");
        assertThatThrownBy(() -> EventJson.read(ANNOUNCE.formatted("Move")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("kind")
                .hasMessageContaining("'Move'");
        assertThatThrownBy(() -> EventJson.read(SCORESHEET.formatted("lost", "")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("state")
                .hasMessageContaining("'lost'");
        assertThatThrownBy(() -> EventJson.read(SCORESHEET.formatted("signed", "\"white\",\"captain\"")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signedBy")
                .hasMessageContaining("'captain'");
        assertThatThrownBy(() -> EventJson.read(IRREGULARITY.formatted("sneeze")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("kind")
                .hasMessageContaining("'sneeze'");
    }
}
