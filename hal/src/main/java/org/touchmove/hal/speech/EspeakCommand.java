package org.touchmove.hal.speech;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The espeak-ng command line: {@code espeak-ng -v VOICE -s WPM}, the words on standard input. With a WAV
 * directory each announcement is written to {@code announcement-NNNN.wav} there ({@code -w FILE}) instead
 * of being played, which is how the tests hear it.
 *
 * @param program        the program name or path, normally {@code espeak-ng}
 * @param voice          the espeak-ng voice, the announcement language (e.g. {@code en}, {@code de})
 * @param wordsPerMinute the speed ({@code -s}), 80 to 450
 * @param wavDirectory   where to write WAV files instead of playing, if present
 */
public record EspeakCommand(String program, String voice, int wordsPerMinute, Optional<Path> wavDirectory) {

    public static final int MIN_WPM = 80;
    public static final int MAX_WPM = 450;

    public EspeakCommand {
        Objects.requireNonNull(program, "program");
        Objects.requireNonNull(voice, "voice");
        Objects.requireNonNull(wavDirectory, "wavDirectory");
        if (!voice.matches("[a-z]{2,3}(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("not an espeak-ng voice name: '" + voice + "'");
        }
        if (wordsPerMinute < MIN_WPM || wordsPerMinute > MAX_WPM) {
            throw new IllegalArgumentException("speed must be " + MIN_WPM + " to " + MAX_WPM
                    + " words per minute, not " + wordsPerMinute);
        }
    }

    /** Playing through the sound card. */
    public static EspeakCommand playing(String voice, int wordsPerMinute) {
        return new EspeakCommand("espeak-ng", voice, wordsPerMinute, Optional.empty());
    }

    /** The command for the {@code index}-th announcement (1-based). */
    List<String> speak(int index) {
        List<String> argv = new ArrayList<>(List.of(program, "-v", voice, "-s", Integer.toString(wordsPerMinute)));
        wavDirectory.ifPresent(dir -> {
            argv.add("-w");
            argv.add(wavFile(dir, index).toString());
        });
        return argv;
    }

    /** Checks the program and the voice without a sound: {@code -q} with no words. */
    List<String> probe() {
        return List.of(program, "-q", "-v", voice, "");
    }

    /** Where the {@code index}-th announcement is written in WAV mode. */
    public static Path wavFile(Path directory, int index) {
        return directory.resolve(String.format("announcement-%04d.wav", index));
    }
}
