package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.ArbiterCommand;

/** Settings, pairings, topics and the arbiter's session: the hub's small parts. */
class HubPartsTest {

    @Test
    void settingsDefaultsAndErrorsNameTheKey() {
        HubSettings d = HubSettings.defaults();
        assertThat(d.mqttUri().toString()).isEqualTo("tcp://127.0.0.1:1883");
        assertThat(d.httpPort()).isEqualTo(8080);
        assertThat(d.arbiterPassword()).isNull();
        assertThat(d.delay()).isEqualTo(Duration.ZERO);
        assertThat(HubSettings.fromMap(Map.of("hub.delayMinutes", "15"), "f").delay()).hasMinutes(15);
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.colour", "red"), "hub.properties"))
                .hasMessageStartingWith("hub.properties: unknown key 'hub.colour'");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.delayMinutes", "soon"), "f"))
                .hasMessage("f: hub.delayMinutes: must be a whole number, was 'soon'");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.arbiter.password", "short"), "f"))
                .hasMessage("f: hub.arbiter.password: must be at least 8 characters");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.push.url", "https://lichess.org/x"), "f"))
                .hasMessage("f: hub.push.token: is required with hub.push.url");
        assertThat(HubSettings.fromMap(Map.of("hub.arbiter.password", "a-long-secret"), "f").toString())
                .doesNotContain("a-long-secret");
    }

    @Test
    void theBoardsSpellingOfTheBrokerKeyIsAnAlias() {
        assertThat(HubSettings.fromMap(Map.of("hub.mqtt.uris", "tcp://broker.local:1884"), "f").mqttUri())
                .hasToString("tcp://broker.local:1884");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.uri", "tcp://a:1", "hub.mqtt.uris",
                "tcp://b:1"), "f")).hasMessageStartingWith("f: hub.mqtt.uris: set together with hub.mqtt.uri");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.uris", "tcp://a:1,tcp://b:1"), "f"))
                .hasMessageStartingWith("f: hub.mqtt.uris: the hub reads one broker, not a list");
    }

    @Test
    void theExampleConfigurationLoads() {
        java.nio.file.Path example = java.nio.file.Path.of("..", "config", "hub-example.properties");
        HubSettings s = HubSettings.load(example);
        assertThat(s.delay()).hasMinutes(15);
        assertThat(s.arbiterPassword()).as("no default password").isNull();
        assertThat(s.pushUrl()).isNull();
    }

    @Test
    void pairingsBecomeNewGameCommandsWithTheirMetadata() {
        List<Pairings.Pairing> p = Pairings.parse("board,white,black,whiteFideId,blackFideId,event,site,round\n"
                + "1,\"Carlsen, Magnus\",\"Caruana, Fabiano\",1503014,2020009,Open,Berlin GER,3\n"
                + "2,A,B,,,Open,Berlin GER,3\n");
        assertThat(p).hasSize(2);
        assertThat(p.get(0).boardId()).isEqualTo("board-1");
        ArbiterCommand.NewGame g = p.get(0).command();
        assertThat(g.metadata().white()).isEqualTo("Carlsen, Magnus");
        assertThat(g.metadata().board()).isEqualTo(1);
        assertThat(g.metadata().whiteFideId()).isEqualTo("1503014");
        assertThat(g.metadata().round()).isEqualTo("3");
        assertThat(p.get(1).command().metadata().whiteFideId()).isNull();
        assertThatThrownBy(() -> Pairings.parse("board,white\n1,A\n")).hasMessage(
                "pairings line 1: column 'black' is missing");
        assertThatThrownBy(() -> Pairings.parse("board,white,black,elo\n")).hasMessageContaining("unknown column 'elo'");
        assertThatThrownBy(() -> Pairings.parse("board,white,black\nx,A,B\n"))
                .hasMessage("pairings line 2: board must be a whole number, was 'x'");
        assertThatThrownBy(() -> Pairings.parse("board,white,black,whiteFideId\n1,A,B,12ab\n"))
                .hasMessageContaining("line 2: whiteFideId must be 1..10 digits");
        assertThatThrownBy(() -> Pairings.parse("board,white,black\n1,A\n"))
                .hasMessage("pairings line 2: 2 fields, the header has 3");
    }

    @Test
    void topicsSplitIntoBoardAndKind() {
        String root = "touchmove/v1/boards/";
        assertThat(HubTopic.parse(root, root + "b-1/events")).contains(new HubTopic("b-1", HubTopic.Kind.EVENTS));
        assertThat(HubTopic.parse(root, root + "b-1/state/pgn"))
                .contains(new HubTopic("b-1", HubTopic.Kind.STATE_PGN));
        assertThat(HubTopic.parse(root, root + "b-1/cmd")).isEmpty();
        assertThat(HubTopic.parse(root, "other/b-1/events")).isEmpty();
    }

    @Test
    void linkStatusIsReadBesideTheBoardRoot() {
        assertThat(HubSettings.defaults().linksRoot()).isEqualTo("touchmove/v1/links/");
        assertThat(HubSettings.fromMap(Map.of("hub.mqtt.topicRoot", "club/touchmove/v1/boards/"), "f").linksRoot())
                .isEqualTo("club/touchmove/v1/links/");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.topicRoot", "tm/links/"), "f"))
                .hasMessage("f: hub.mqtt.topicRoot: its last level must not be 'links' (the links' status is read"
                        + " beside the boards, at tm/links/), was 'tm/links/'");
        String links = "touchmove/v1/links/";
        assertThat(LinkTopic.filter(links)).isEqualTo("touchmove/v1/links/+/status");
        assertThat(LinkTopic.parse(links, links + "room-1/status")).contains(new LinkTopic("room-1"));
        assertThat(LinkTopic.parse(links, links + "status")).isEmpty();
        assertThat(LinkTopic.parse(links, links + "/status")).isEmpty();
        assertThat(LinkTopic.parse(links, links + "room-1/other")).isEmpty();
        assertThat(LinkTopic.parse(links, links + "a/b/status")).isEmpty();
        assertThat(LinkTopic.parse(links, "touchmove/v1/boards/room-1/status")).isEmpty();
    }

    @Test
    void sessionsAreSignedExpireAndCarryTheirCsrfToken() {
        MutableClock clock = new MutableClock(Instant.parse("2026-11-30T22:00:00Z"));
        ArbiterAuth auth = new ArbiterAuth("correct-horse-battery", clock);
        assertThat(auth.passwordMatches("correct-horse-battery")).isTrue();
        assertThat(auth.passwordMatches("correct-horse-batter")).isFalse();
        assertThat(auth.passwordMatches(null)).isFalse();
        String s = auth.newSession();
        assertThat(auth.validSession(s)).isTrue();
        // another hub of the room with the same password accepts it; one with another password does not
        assertThat(new ArbiterAuth("correct-horse-battery", clock).validSession(s)).isTrue();
        assertThat(new ArbiterAuth("another-password", clock).validSession(s)).isFalse();
        String later = (Long.parseLong(s.substring(0, s.indexOf('.'))) + 3600) + s.substring(s.indexOf('.'));
        assertThat(auth.validSession(later)).as("expiry changed").isFalse();
        assertThat(auth.validCsrf(s, auth.csrfToken(s))).isTrue();
        assertThat(auth.validCsrf(s, auth.csrfToken(auth.newSession()))).isFalse();
        assertThat(auth.validCsrf(s, null)).isFalse();
        clock.now = clock.now.plus(ArbiterAuth.SESSION_LENGTH).plusSeconds(1);
        assertThat(auth.validSession(s)).as("expired").isFalse();
    }
}
