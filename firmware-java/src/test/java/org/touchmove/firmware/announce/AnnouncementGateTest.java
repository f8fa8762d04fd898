package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.sim.RecordingSpeaker;

/** The gate between the controller and the outputs, with the simulator's recording speaker. */
class AnnouncementGateTest {

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final RecordingSpeaker speaker = new RecordingSpeaker(time);
    private final List<AnnounceEvent> published = new ArrayList<>();

    @Test
    void enabledKinds_arePublishedAndSpoken_othersAreNot() {
        AnnounceSettings settings = AnnounceSettings.parse(Map.of("announce.enabled", "true",
                "announce.kinds", "move, result"));
        AnnouncementGate gate = new AnnouncementGate(settings, speaker, published::add);
        Position p = Position.START;
        assertThat(gate.offer(gate.announcer().move(p, Uci.parse("g1f3", p)))).isTrue();
        time.advanceMillis(1500);
        assertThat(gate.offer(gate.announcer().times(60_000, 59_000, 1))).isFalse();
        assertThat(gate.offer(gate.announcer().flag(Color.WHITE))).isFalse();
        assertThat(gate.announces(AnnouncementKind.TIME)).isFalse();

        assertThat(published).containsExactly(new AnnounceEvent("Knight f3", "en", AnnouncementKind.MOVE));
        assertThat(speaker.texts()).containsExactly("Knight f3");
        assertThat(speaker.spoken().get(0).monoNanos()).isZero();
    }

    @Test
    void disabled_announcesNothing() {
        AnnouncementGate gate = new AnnouncementGate(AnnounceSettings.defaults(), speaker, published::add);
        assertThat(gate.offer(gate.announcer().flag(Color.BLACK))).isFalse();
        assertThat(published).isEmpty();
        assertThat(speaker.texts()).isEmpty();
    }
}
