package org.touchmove.firmware.announce;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

class PhrasebookTest {

    @Test
    void everyLanguage_hasEveryPhraseWithItsPlaceholders() {
        assertThat(Phrasebooks.languages()).contains("en");
        for (String language : Phrasebooks.languages()) {
            assertThat(Phrasebooks.of(language).problems()).as(language).isEmpty();
        }
    }

    @Test
    void aTableMissingAPhrase_orAPlaceholder_isReported() {
        Map<Phrase, String> templates = new EnumMap<>(English.TABLE.templates());
        templates.remove(Phrase.CASTLING_LONG);
        templates.put(Phrase.CHECK, "check");
        List<String> problems = new Phrasebook("xx", templates).problems();
        assertThat(problems).containsExactly("xx: missing phrase CASTLING_LONG",
                "xx: phrase CHECK 'check' has placeholders [], expected [move]");
    }

    @Test
    void everyLanguage_saysEveryResultAndIrregularity_withoutALeftOverPlaceholder() {
        for (String language : Phrasebooks.languages()) {
            Announcer a = Announcer.of(language);
            List<String> texts = new ArrayList<>();
            for (Termination t : Termination.values()) {
                texts.add(a.result(new Outcome(Result.DRAW, t)).text());
            }
            for (IrregularityKind i : IrregularityKind.values()) {
                texts.add(a.irregularity(i, Color.BLACK).text());
            }
            texts.add(a.flag(Color.WHITE).text());
            texts.add(a.times(3_723_000, 1000, 2).text());
            assertThat(texts).as(language).allSatisfy(t -> assertThat(t).doesNotContain("{").isNotBlank());
        }
    }
}
