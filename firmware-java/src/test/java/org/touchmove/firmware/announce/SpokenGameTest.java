package org.touchmove.firmware.announce;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.hal.speech.EspeakCommand;
import org.touchmove.hal.speech.EspeakSpeaker;

/**
 * Speaks a short game with the real espeak-ng into WAV files and measures each with sox: every
 * announcement must be there as sound, as long as its words and loud enough to hear. espeak-ng and sox
 * are test dependencies (scripts/install-test-deps); where either is missing this test fails.
 */
class SpokenGameTest {

    private static final int WPM = 175;
    private static final Pattern LENGTH = Pattern.compile("Length \\(seconds\\):\\s+([0-9.]+)");
    private static final Pattern RMS = Pattern.compile("RMS\\s+amplitude:\\s+([0-9.]+)");
    private static final Pattern MAX = Pattern.compile("Maximum amplitude:\\s+([0-9.]+)");

    @TempDir
    Path dir;

    @Test
    void scholarsMate_everyAnnouncementIsSound() throws Exception {
        Announcer en = Announcer.of("en");
        List<Announcement> said = new ArrayList<>();
        Position p = Position.START;
        for (String san : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
            Move m = San.parse(p, san);
            said.add(en.move(p, m));
            p = p.play(m);
            if (said.size() == 4) {
                said.add(en.times(295_000, 288_000, Announcer.movesMade(4)));
                said.add(en.irregularity(IrregularityKind.TOUCH_MOVE, Color.WHITE));
            }
        }
        said.add(en.result(Outcome.win(Color.WHITE, Termination.CHECKMATE)));
        assertThat(said.get(said.size() - 2).text()).isEqualTo("Queen takes f7, checkmate");

        EspeakSpeaker speaker = EspeakSpeaker.start(new EspeakCommand("espeak-ng", "en", WPM, Optional.of(dir)), 16);
        said.forEach(a -> speaker.speak(a.text()));
        speaker.close();
        assertThat(speaker.failed()).isZero();
        assertThat(speaker.spoken()).isEqualTo(said.size());

        for (int i = 0; i < said.size(); i++) {
            String text = said.get(i).text();
            Path wav = EspeakCommand.wavFile(dir, i + 1);
            String stat = soxStat(wav);
            double seconds = number(LENGTH, stat, wav);
            double rms = number(RMS, stat, wav);
            double peak = number(MAX, stat, wav);
            int words = text.split("[\\s,]+").length;
            // At WPM words per minute a word takes 60/WPM s; espeak-ng is a little faster on short words and
            // slower on numbers, so the band is wide, but silence or a truncated file falls outside it.
            assertThat(seconds).as("length of '%s' (%s)", text, wav)
                    .isBetween(0.4 * words * 60.0 / WPM, 4.0 * words * 60.0 / WPM + 1.0);
            assertThat(rms).as("RMS level of '%s'", text).isGreaterThan(0.02);
            assertThat(peak).as("peak level of '%s'", text).isGreaterThan(0.2);
        }
        assertThat(EspeakCommand.wavFile(dir, said.size() + 1)).doesNotExist();
    }

    private static String soxStat(Path wav) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("sox", wav.toString(), "-n", "stat").redirectErrorStream(true).start();
        } catch (IOException e) {
            return fail("sox is missing (" + e.getMessage() + "): run scripts/install-test-deps");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("sox finished").isTrue();
        assertThat(p.exitValue()).as("sox exit for %s: %s", wav, out).isZero();
        return out;
    }

    private static double number(Pattern pattern, String stat, Path wav) {
        Matcher m = pattern.matcher(stat);
        assertThat(m.find()).as("%s in sox stat of %s:%n%s", pattern, wav, stat).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
