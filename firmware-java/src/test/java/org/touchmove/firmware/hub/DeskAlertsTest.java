package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.view.BoardViews;

/** The desk's alerts in virtual time: offline re-alerts, resolution, acknowledgement (docs/hub.md). */
class DeskAlertsTest {

    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-02T10:00:00Z"));

    private Room.BoardSnapshot board(boolean online, String reason, Instant lastSeen) {
        return new Room.BoardSnapshot(BoardViews.empty("b-7"), new BoardStatus(online, reason, lastSeen, null), null);
    }

    @Test
    void aBoardOfflineRaisesItsAlertAfterTheConfiguredTimeAndAgainAfterEachFurtherSpell() {
        DeskAlerts alerts = new DeskAlerts(Duration.ofMinutes(3));
        Instant lost = clock.instant();
        Room.BoardSnapshot off = board(false, "lost", lost);
        alerts.refresh(List.of(off), clock.instant());
        assertThat(alerts.list()).extracting(DeskAlert::kind).containsExactly("board-lost");
        clock.advance(Duration.ofSeconds(179));
        assertThat(alerts.refresh(List.of(off), clock.instant())).isFalse();
        clock.advance(Duration.ofSeconds(1));
        assertThat(alerts.refresh(List.of(off), clock.instant())).isTrue();
        assertThat(alerts.list()).extracting(DeskAlert::kind).containsExactly("board-offline", "board-lost");
        clock.advance(Duration.ofMinutes(3));
        alerts.refresh(List.of(off), clock.instant());
        List<DeskAlert> all = alerts.list();
        assertThat(all).extracting(DeskAlert::kind).containsExactly("board-offline", "board-offline", "board-lost");
        assertThat(all.get(0).text()).contains("alert 2").contains("6 min 0 s");
        assertThat(all.get(1).resolvedAt()).as("the first re-alert gives way to the second").isNotNull();
        // Back online: every alert of the spell is resolved, none raised.
        clock.advance(Duration.ofSeconds(5));
        alerts.refresh(List.of(board(true, null, clock.instant())), clock.instant());
        assertThat(alerts.list()).allMatch(a -> a.resolvedAt() != null);
    }

    @Test
    void zeroNeverReAlerts() {
        DeskAlerts alerts = new DeskAlerts(Duration.ZERO);
        Room.BoardSnapshot off = board(false, "shutdown", clock.instant());
        clock.advance(Duration.ofHours(5));
        alerts.refresh(List.of(off), clock.instant());
        assertThat(alerts.list()).isEmpty();
    }

    @Test
    void theFirstAcknowledgementStandsAndIsSeenByEveryReader() {
        DeskAcks acks = DeskAcks.inMemory();
        DeskAlerts alerts = new DeskAlerts(Duration.ofMinutes(3), acks);
        alerts.refresh(List.of(board(false, "lost", clock.instant())), clock.instant());
        DeskAlert raised = alerts.list().get(0);
        long before = alerts.version();
        assertThat(acks.add(new DeskAcks.Ack(raised.key(), "b-7", raised.kind(), "Anna (session 3fa2)",
                clock.instant(), DeskAcks.Via.BOARD))).isTrue();
        assertThat(acks.add(new DeskAcks.Ack(raised.key(), "b-7", raised.kind(), "Ben (session 77c1)",
                clock.instant().plusSeconds(3), DeskAcks.Via.BOARD))).isFalse();
        assertThat(alerts.refresh(List.of(board(false, "lost", clock.instant())), clock.instant())).isTrue();
        assertThat(alerts.version()).isGreaterThan(before);
        DeskAlert a = alerts.list().get(0);
        assertThat(a.ackedBy()).isEqualTo("Anna (session 3fa2)");
        assertThat(a.ackedAt()).isEqualTo(clock.instant());
        assertThat(a.pending()).isFalse();
        assertThat(alerts.get("a-999")).isEmpty();
    }

    @Test
    void anAlertAcknowledgedBeforeThisHubRaisedIt_isRaisedHandled() {
        DeskAcks acks = DeskAcks.inMemory();
        acks.add(new DeskAcks.Ack("b-7/lost/" + clock.instant(), "b-7", "board-lost", "Anna (session 3fa2)",
                clock.instant(), DeskAcks.Via.HUB));
        DeskAlerts alerts = new DeskAlerts(Duration.ofMinutes(3), acks);
        alerts.refresh(List.of(board(false, "lost", clock.instant())), clock.instant());
        assertThat(alerts.list()).singleElement().satisfies(a -> {
            assertThat(a.ackedBy()).isEqualTo("Anna (session 3fa2)");
            assertThat(a.pending()).isFalse();
        });
    }

    @Test
    void theRealertTimeIsConfiguredAndCheckedAtLoad() {
        assertThat(HubSettings.fromMap(Map.of(), "t").desk().offlineRealert()).isEqualTo(Duration.ofMinutes(5));
        assertThat(HubSettings.fromMap(Map.of("hub.desk.offlineRealertSeconds", "90"), "t").desk().offlineRealert())
                .isEqualTo(Duration.ofSeconds(90));
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.desk.offlineRealertSeconds", "soon"), "hub.properties"))
                .hasMessage("hub.properties: hub.desk.offlineRealertSeconds: must be a whole number, was 'soon'");
    }
}
