package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.notation.San;

/**
 * Tag values from outside (pairings, the arbiter's edits, a board's metadata) cannot break the PGN a broadcast reads:
 * no control character reaches the text, every tag stays one line, and a '%' or ';' from a value never starts a line
 * (PGN 8.2.1 escape, 8.2.2 comment), nor does a forged '[' tag.
 */
class PgnTagValueTest {

    private static final String HOSTILE_WHITE = "Carlsen\n[Result \"0-1\"]\r\n%escape\n; comment\u0000\u001b[2J\u2028end";
    private static final String HOSTILE_EVENT = "Open\r;x\t\"quoted\" back\\slash\u0007";

    @Test
    void hostileValuesStayInsideTheirTagLine() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", HOSTILE_EVENT);
        tags.put("White", HOSTILE_WHITE);
        tags.put("ArbiterChange1", "12:00:00 White 'A' -> 'B\n%evil'");
        PgnGame game = PgnGame.of(tags, Position.START, List.of(San.parse(Position.START, "e4")), Result.UNDECIDED);
        String text = PgnWriter.write(game);

        String tagSection = text.substring(0, text.indexOf("\n\n"));
        assertThat(tagSection.lines()).allMatch(l -> l.startsWith("[") && l.endsWith("\"]"), "one tag per line")
                .hasSize(7 + 1);   // the Seven Tag Roster and ArbiterChange1
        assertThat(text.lines()).noneMatch(l -> l.startsWith("%") || l.startsWith(";"));
        assertThat(text.chars()).noneMatch(c -> c != '\n' && Character.isISOControl(c) || c == 0x2028);
        assertThat(tagSection).contains("[White \"Carlsen [Result \\\"0-1\\\"]  %escape ; comment  [2J end\"]",
                "[Event \"Open ;x \\\"quoted\\\" back\\\\slash \"]", "[Result \"*\"]");

        PgnGame back = PgnReader.parse(text, "x").get(0);
        assertThat(back.tag("White")).hasValue("Carlsen [Result \"0-1\"]  %escape ; comment  [2J end");
        assertThat(back.tag("Event")).hasValue("Open ;x \"quoted\" back\\slash ");
        assertThat(back.tag("Result")).hasValue("*");
        assertThat(back.tag("ArbiterChange1")).hasValue("12:00:00 White 'A' -> 'B %evil'");
    }

    @Test
    void ordinaryValuesAreUnchanged() {
        assertThat(PgnWriter.tagValue("Doe, Jane \"JD\" \\ Müller")).isEqualTo("Doe, Jane \\\"JD\\\" \\\\ Müller");
    }
}
