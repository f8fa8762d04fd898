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
        assertThat(d.mqtt().toString()).isEqualTo("tcp://127.0.0.1:1883");
        assertThat(d.mqtt().firstConnect()).isEqualTo(Duration.ofSeconds(60));
        assertThat(d.mqtt().boardLost()).isEqualTo(Duration.ofSeconds(30));
        assertThat(HubSettings.fromMap(Map.of("hub.boardLostSeconds", "45"), "f").mqtt().boardLost())
                .isEqualTo(Duration.ofSeconds(45));
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
        // A token in clear on the network only when the configuration says so, by name.
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.push.url", "http://10.0.0.9/push",
                "hub.push.token", "t"), "f")).hasMessage("f: hub.push.url: is not https: the token would travel in"
                + " clear; use an https:// URL, or set hub.push.allowInsecure=true for a push target you trust on"
                + " this network");
        assertThat(HubSettings.fromMap(Map.of("hub.push.url", "http://10.0.0.9/push", "hub.push.token", "t",
                "hub.push.allowInsecure", "true"), "f").pushUrl()).hasToString("http://10.0.0.9/push");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.push.allowInsecure", "yes"), "f"))
                .hasMessage("f: hub.push.allowInsecure: must be true or false, was 'yes'");
        assertThat(HubSettings.defaults().httpHost()).as("HTTP on this machine only unless configured")
                .isEqualTo("127.0.0.1");
        assertThat(HubSettings.fromMap(Map.of("hub.arbiter.password", "a-long-secret"), "f").toString())
                .doesNotContain("a-long-secret");
    }

    @Test
    void theBoardsSpellingOfTheBrokerKeyIsAnAlias() {
        assertThat(HubSettings.fromMap(Map.of("hub.mqtt.uris", "tcp://broker.local:1884"), "f").mqtt())
                .hasToString("tcp://broker.local:1884");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.uri", "tcp://a:1", "hub.mqtt.uris",
                "tcp://b:1"), "f")).hasMessageStartingWith("f: hub.mqtt.uris: set together with hub.mqtt.uri");
    }

    @Test
    void theBrokerKeyTakesAListTriedInOrderAndAFirstConnectionLimit() {
        HubSettings s = HubSettings.fromMap(Map.of("hub.mqtt.uris", "tcp://a:1, tcp://b:2",
                "hub.mqtt.firstConnectSeconds", "120"), "f");
        assertThat(s.mqtt().uris()).extracting(java.net.URI::toString).containsExactly("tcp://a:1", "tcp://b:2");
        assertThat(s.mqtt().firstConnect()).isEqualTo(Duration.ofSeconds(120));
        assertThat(HubSettings.fromMap(Map.of("hub.mqtt.uri", "tcp://a:1,tcp://b:2"), "f").mqtt().uris()).hasSize(2);
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.uri", "tcp://a:1,,tcp://b:2"), "f"))
                .hasMessage("f: hub.mqtt.uri: an empty entry in the broker list 'tcp://a:1,,tcp://b:2'");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.uri", "tcp://a:1,b"), "f"))
                .hasMessageStartingWith("f: hub.mqtt.uri: must be an absolute URI with a host, was 'b'");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.mqtt.firstConnectSeconds", "0"), "f"))
                .hasMessageStartingWith("f: hub.mqtt.firstConnectSeconds");
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
    void aSessionCarriesTheNameGivenAtLogin_cleaned() {
        ArbiterSessions sessions = new ArbiterSessions(new byte[32],
                new MutableClock(Instant.parse("2026-11-30T22:00:00Z")));
        String anna = sessions.open(ArbiterAuth.cleanName("  Anna <b>Rossi</b>\u0007 "));
        assertThat(sessions.name(anna)).isEqualTo("Anna bRossib");
        assertThat(sessions.name(sessions.open(ArbiterAuth.cleanName(null)))).isEqualTo(ArbiterSessions.ANONYMOUS);
        assertThat(sessions.name(sessions.open(ArbiterAuth.cleanName("x".repeat(60))))).hasSize(40);
        assertThat(sessions.name(anna + "x")).as("no session, no name").isNull();
        sessions.close(anna);
        assertThat(sessions.name(anna)).isNull();
    }

    @Test
    void sessionsAreKeptByTheHubExpireAndCarryTheirCsrfToken() {
        MutableClock clock = new MutableClock(Instant.parse("2026-11-30T22:00:00Z"));
        byte[] secret = new byte[32];
        ArbiterSessions sessions = new ArbiterSessions(secret, clock);
        String s = sessions.open();
        assertThat(sessions.check(s)).contains(s);
        assertThat(new ArbiterSessions(secret, clock).check(s)).as("another hub (or this one restarted)").isEmpty();
        assertThat(sessions.check(s + "x")).isEmpty();
        assertThat(sessions.check(null)).isEmpty();
        assertThat(sessions.validCsrf(s, sessions.csrfToken(s))).isTrue();
        assertThat(sessions.validCsrf(s, sessions.csrfToken(sessions.open()))).isFalse();
        assertThat(sessions.validCsrf(s, null)).isFalse();
        // idle: a request keeps it; two hours without one ends it
        clock.advance(ArbiterSessions.IDLE.minusMinutes(1));
        assertThat(sessions.check(s)).isPresent();
        clock.advance(ArbiterSessions.IDLE.minusMinutes(1));
        assertThat(sessions.check(s)).as("used within the idle time").isPresent();
        String idle = sessions.open();
        clock.advance(ArbiterSessions.IDLE);
        assertThat(sessions.check(idle)).as("idle two hours").isEmpty();
        // length: twelve hours after login, however busy
        for (int h = 0; h < 12; h++) {
            clock.advance(Duration.ofMinutes(59));
            sessions.check(s);
        }
        assertThat(sessions.check(s)).as("12 h after login").isEmpty();
        sessions.close(s);
        // bounded: the least recently used goes first
        String oldest = sessions.open();
        clock.advance(Duration.ofSeconds(1));
        for (int i = 1; i < ArbiterSessions.MAX; i++) {
            sessions.open();
        }
        clock.advance(Duration.ofSeconds(1));
        assertThat(sessions.check(oldest)).isPresent();
        String newest = sessions.open();
        assertThat(sessions.size()).isEqualTo(ArbiterSessions.MAX);
        assertThat(sessions.check(newest)).isPresent();
        assertThat(sessions.check(oldest)).as("used just now, so kept").isPresent();
        String last = sessions.open();
        assertThat(sessions.check(last)).isPresent();
        assertThat(sessions.size()).isEqualTo(ArbiterSessions.MAX);
    }

    @Test
    void pairingsGiveEveryRandomBoardOfTheRoundTheSameDrawnChess960Position() {
        int drawn = new java.util.Random(7).nextInt(960);
        List<Pairings.Pairing> p = Pairings.parse("board,white,black,chess960\n1,A,B,random\n2,C,D,random\n3,E,F,524\n"
                + "4,G,H,\n", new java.util.Random(7));
        String fen = org.touchmove.firmware.rules.Position.fromChess960Pos(drawn).fen();
        assertThat(p.get(0).command().fen()).isEqualTo(fen);
        assertThat(p.get(1).command().fen()).isEqualTo(fen);
        assertThat(p.get(0).command().chess960()).isTrue();
        assertThat(p.get(2).command().fen()).isEqualTo("rbnqknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKNBR w KQkq - 0 1");
        assertThat(p.get(2).command().chess960()).isTrue();
        assertThat(p.get(3).command().fen()).isNull();
        assertThat(p.get(3).command().chess960()).isFalse();
        assertThatThrownBy(() -> Pairings.parse("board,white,black,chess960\n1,A,B,960\n"))
                .hasMessage("pairings line 2: chess960 must be a start position number 0..959 or 'random', was '960'");
    }
}
