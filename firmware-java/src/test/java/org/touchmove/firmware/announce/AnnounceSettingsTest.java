package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.Settings;

class AnnounceSettingsTest {

    @Test
    void defaults_areOff_inEnglish_everyKind() {
        AnnounceSettings s = Settings.defaults().announce();
        assertThat(s.enabled()).isFalse();
        assertThat(s.language()).isEqualTo("en");
        assertThat(s.kinds()).containsExactlyInAnyOrderElementsOf(EnumSet.allOf(AnnouncementKind.class));
        assertThat(s.wordsPerMinute()).isEqualTo(160);
        assertThat(s.output()).isEqualTo(AnnounceOutput.ESPEAK_NG);
        // plus, minus and menu choose the promotion piece: the time is asked with ok.
        assertThat(s.timeButton()).isEqualTo(org.touchmove.hal.ClockButton.OK);
        assertThat(s.announces(AnnouncementKind.MOVE)).as("off by default").isFalse();
    }

    @Test
    void everyKey_isRead() {
        Settings s = Settings.fromMap(Map.of("announce.enabled", "true", "announce.language", "de",
                "announce.kinds", "move, result", "announce.speed", "200", "announce.output", "none",
                "announce.timeButton", "menu"));
        AnnounceSettings a = s.announce();
        assertThat(a.enabled()).isTrue();
        assertThat(a.language()).isEqualTo("de");
        assertThat(a.kinds()).containsExactlyInAnyOrder(AnnouncementKind.MOVE, AnnouncementKind.RESULT);
        assertThat(a.announces(AnnouncementKind.MOVE)).isTrue();
        assertThat(a.announces(AnnouncementKind.TIME)).isFalse();
        assertThat(a.output()).isEqualTo(AnnounceOutput.NONE);
        assertThat(a.timeButton()).isEqualTo(org.touchmove.hal.ClockButton.MENU);
        assertThat(a.espeakCommand()).isEqualTo(org.touchmove.hal.speech.EspeakCommand.playing("de", 200));
        assertThat(a.announcer().language()).isEqualTo("de");
        assertThat(s.hardware()).as("announce keys are not hardware keys").isEmpty();
    }

    @Test
    void everyProblem_isReportedAtOnce_namingItsKey() {
        assertThatThrownBy(() -> Settings.fromMap(Map.of("announce.enabled", "maybe", "announce.language", "xx",
                "announce.kinds", "move, weather", "announce.speed", "1000", "announce.output", "radio",
                "announce.voice", "f1", "announce.timeButton", "white")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("key 'announce.enabled' = 'maybe': expected true | false")
                .hasMessageContaining("key 'announce.language' = 'xx': expected language of the words: de | en")
                .hasMessageContaining("key 'announce.kinds' = 'weather'")
                .hasMessageContaining("key 'announce.speed' = '1000': expected voice speed in words per minute, 80..450")
                .hasMessageContaining("key 'announce.output' = 'radio'")
                .hasMessageContaining("unknown key 'announce.voice'")
                .hasMessageContaining("key 'announce.timeButton' = 'white'");
    }

    @Test
    void emptyKinds_isAProblem() {
        assertThatThrownBy(() -> AnnounceSettings.parse(Map.of("announce.kinds", " , ")))
                .hasMessageContaining("key 'announce.kinds' = ','");
    }
}
