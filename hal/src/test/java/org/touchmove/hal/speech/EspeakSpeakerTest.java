package org.touchmove.hal.speech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The espeak-ng provider against the real program (scripts/install-test-deps installs it; missing fails). */
class EspeakSpeakerTest {

    @TempDir
    Path dir;

    @Test
    void missingProgram_isAClearErrorAtStart() {
        EspeakCommand command = new EspeakCommand("espeak-ng-not-installed", "en", 160, Optional.empty());
        assertThatThrownBy(() -> EspeakSpeaker.start(command, 4))
                .isInstanceOf(SpeakerUnavailableException.class)
                .hasMessageContaining("cannot run 'espeak-ng-not-installed'")
                .hasMessageContaining("install the Debian package espeak-ng, or set announce.output = none");
    }

    @Test
    void unknownVoice_isAClearErrorAtStart() {
        EspeakCommand command = new EspeakCommand("espeak-ng", "qq", 160, Optional.empty());
        assertThatThrownBy(() -> EspeakSpeaker.start(command, 4))
                .isInstanceOf(SpeakerUnavailableException.class)
                .hasMessageContaining("refuses voice 'qq'")
                .hasMessageContaining("announce.language");
    }

    @Test
    void speak_writesOneWavPerAnnouncement_inOrder() throws IOException {
        EspeakSpeaker speaker = EspeakSpeaker.start(new EspeakCommand("espeak-ng", "en", 175, Optional.of(dir)), 8);
        speaker.speak("Pawn e4");
        speaker.speak("Knight takes f3, check");
        speaker.close();
        assertThat(speaker.spoken()).isEqualTo(2);
        assertThat(speaker.failed()).isZero();
        long first = Files.size(EspeakCommand.wavFile(dir, 1));
        long second = Files.size(EspeakCommand.wavFile(dir, 2));
        assertThat(first).isGreaterThan(10_000);
        assertThat(second).as("the longer announcement is the longer sound").isGreaterThan(first);
        assertThat(EspeakCommand.wavFile(dir, 3)).doesNotExist();
    }

    @Test
    void speak_neverWaitsForTheProgram_andAFullQueueDropsTheOldest() throws IOException {
        // A stand-in program that holds every announcement until the gate file exists: the worker is
        // stuck on the first one while the caller queues more.
        Path gate = dir.resolve("gate");
        Path heard = dir.resolve("heard");
        Path program = dir.resolve("slow-speaker");
        Files.writeString(program, "#!/bin/sh\n[ \"$1\" = \"-q\" ] && exit 0\n"
                + "while [ ! -e '" + gate + "' ]; do sleep 0.01; done\ncat >> '" + heard + "'; echo >> '" + heard + "'\n");
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwx------"));
        EspeakSpeaker speaker = EspeakSpeaker.start(new EspeakCommand(program.toString(), "en", 160, Optional.empty()), 2);
        for (int i = 1; i <= 6; i++) {
            speaker.speak("announcement " + i);
        }
        // Every speak returned with the program still blocked; now let it go.
        Files.createFile(gate);
        speaker.close();
        assertThat(speaker.spoken() + speaker.dropped()).isEqualTo(6);
        assertThat(speaker.dropped()).isBetween(3, 4);
        assertThat(Files.readAllLines(heard)).endsWith("announcement 5", "announcement 6");
        assertThatThrownBy(() -> speaker.speak("late")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void command_rejectsABadSpeedOrVoice() {
        assertThatThrownBy(() -> EspeakCommand.playing("en", 20)).hasMessageContaining("80 to 450");
        assertThatThrownBy(() -> EspeakCommand.playing("en; rm", 160)).hasMessageContaining("voice");
        assertThat(EspeakCommand.playing("en", 160).speak(1)).containsExactly("espeak-ng", "-v", "en", "-s", "160");
    }
}
