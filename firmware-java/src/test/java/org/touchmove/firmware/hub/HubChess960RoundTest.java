package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.pgn.PgnExtract;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.view.PlayedMove;

/**
 * A Chess960 round (FIDE Laws, Guidelines II) through MQTT and the hub into {@code /round.pgn}, read back by an
 * independent reader, Debian's {@code pgn-extract} (installed by scripts/install-test-deps; the test fails when it is
 * missing). The arbiter sends the pairings: boards 1 and 2 ask for a random position and get the same one, drawn once
 * by the hub (its draw seeded here); board 3 plays a numbered position where king f1 and rook g1 castle by swapping.
 * Each board's hand plays its moves; pgn-extract must read every game, its positions after each move equal to the
 * boards' own.
 */
class HubChess960RoundTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** King f1, rook g1 (and a1): 1. O-O swaps them, the geometry an occupancy board cannot see by squares alone. */
    private static final String SWAP_START = "rnqbbkrn/pppppppp/8/8/8/8/PPPPPPPP/RNQBBKRN w KQkq - 0 1";
    private static final Pattern FEN_COMMENT = Pattern.compile("\\{ ([^}]*) \\}");

    @TempDir
    Path dir;

    @Test
    void aChess960RoundReachesTheRoundPgnAndPgnExtractReadsItBack() throws Exception {
        int swapNumber = Position.fromFen(SWAP_START, true).chess960Pos().getAsInt();
        int drawn = new Random(30).nextInt(960);
        Map<String, String> m = Map.of("hub.http.port", "0", "hub.http.host", "127.0.0.1",
                "hub.arbiter.password", PASSWORD, "hub.stateDir", dir.resolve("hub").toString());
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             Hub hub = Hub.start(HubSettings.fromMap(with(m, "hub.mqtt.uri", broker.uri().toString()), "test"),
                     Clock.systemUTC())) {
            hub.setChess960Draw(new Random(30));
            List<LiveSession> lives = new ArrayList<>();
            List<MqttTestBoard> boards = new ArrayList<>();
            try {
                for (int i = 1; i <= 3; i++) {
                    LiveSession live = new LiveSession("b-" + i, "5400+30");
                    MqttTestBoard b = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b" + i)),
                            "b-" + i, live);
                    assertThat(b.awaitConnected()).isTrue();
                    lives.add(live);
                    boards.add(b);
                }
                ArbiterClient arbiter = new ArbiterClient(hub.httpPort());
                String cookie = arbiter.session(PASSWORD);
                HttpResponse<String> sent = arbiter.post("/arbiter/pairings", cookie, arbiter.csrf(cookie),
                        "board,boardId,white,black,event,round,chess960\n"
                                + "1,b-1,\"Anand, V\",\"Carlsen, M\",Freestyle Open,1,random\n"
                                + "2,b-2,\"Caruana, F\",\"Nakamura, H\",Freestyle Open,1,random\n"
                                + "3,b-3,\"So, W\",\"Giri, A\",Freestyle Open,1," + swapNumber + "\n");
                assertThat(sent.statusCode()).as(sent.body()).isEqualTo(200);
                JsonNode entries = JSON.readTree(sent.body()).get("sent");
                assertThat(entries.get(0).get("chess960").asInt()).isEqualTo(drawn);
                assertThat(entries.get(1).get("chess960").asInt()).as("the same draw for the round").isEqualTo(drawn);
                assertThat(entries.get(2).get("chess960").asInt()).isEqualTo(swapNumber);

                List<Position> starts = List.of(Position.fromChess960Pos(drawn), Position.fromChess960Pos(drawn),
                        Position.fromChess960Pos(swapNumber));
                for (int i = 0; i < 3; i++) {
                    LiveSession live = lives.get(i);
                    String expectedFen = starts.get(i).fen();
                    await("board " + (i + 1) + " starts its Chess960 game", () -> live.events().stream()
                            .anyMatch(e -> e.body() instanceof NewGameEvent n && n.chess960()
                                    && n.fen().equals(expectedFen)));
                    live.placePieces(starts.get(i));
                    live.startClock();
                    Position p = starts.get(i);
                    for (Move move : moves(i, p)) {
                        live.play(p, move);
                        p = p.play(move);
                    }
                    boards.get(i).sync();
                }
                for (int i = 0; i < 3; i++) {
                    String id = "b-" + (i + 1);
                    int plies = 4;
                    await(id + " in the hub", () -> hub.room().board(id) != null
                            && hub.room().board(id).view().moves().size() == plies);
                }
                assertThat(boards.get(2).view().moves().get(0).san()).isEqualTo("O-O");

                String pgn = arbiter.get("/round.pgn", null).body();
                assertThat(pgn.split("\\[Variant \"Chess960\"]", -1)).as(pgn).hasSize(4);
                assertThat(pgn).contains("[FEN \"" + starts.get(0).fen() + "\"]", "[FEN \"" + SWAP_START + "\"]",
                        "1. O-O");

                Path file = dir.resolve("round.pgn");
                Files.writeString(file, pgn, StandardCharsets.UTF_8);
                PgnExtract.Run run = PgnExtract.run(dir, "-C", "--fencomments", file.toString());
                assertThat(run.stderr()).contains("3 games matched out of 3.")
                        .doesNotContainIgnoringCase("fail").doesNotContainIgnoringCase("error")
                        .doesNotContainIgnoringCase("illegal");
                Map<String, List<String>> fens = fensByWhite(run.stdout());
                List<String> whites = List.of("Anand, V", "Caruana, F", "So, W");
                for (int i = 0; i < 3; i++) {
                    List<String> expected = boards.get(i).view().moves().stream().map(PlayedMove::fenAfter)
                            .map(HubChess960RoundTest::placementAndTurn).toList();
                    assertThat(fens.get(whites.get(i))).as(whites.get(i)).isEqualTo(expected);
                }
            } finally {
                for (MqttTestBoard b : boards) {
                    b.close();
                }
            }
        }
    }

    /** Boards 1 and 2 play the drawn position two different ways; board 3 castles at once. */
    private static List<Move> moves(int board, Position start) {
        List<Move> out = new ArrayList<>();
        Position p = start;
        List<String> sans = board == 2 ? List.of("O-O", "e5", "Ng3", "d5") : null;
        for (int ply = 0; ply < 4; ply++) {
            Move m;
            if (sans != null) {
                m = San.parse(p, sans.get(ply));
            } else {
                // a pawn move, the first (board 1) or last (board 2) the rules list: repeatable, and legal
                Position before = p;
                List<Move> pawn = before.legalMoves().stream()
                        .filter(x -> San.format(before, x).matches("[a-h][1-8]")).toList();
                m = board == 0 ? pawn.get(0) : pawn.get(pawn.size() - 1);
            }
            out.add(m);
            p = p.play(m);
        }
        return out;
    }

    private static String placementAndTurn(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1];
    }

    /** White's name to the position after each move, as pgn-extract's --fencomments give them. */
    private static Map<String, List<String>> fensByWhite(String out) {
        Map<String, List<String>> byWhite = new LinkedHashMap<>();
        for (String game : out.split("(?=\\[Event )")) {
            Matcher white = Pattern.compile("\\[White \"([^\"]+)\"]").matcher(game);
            if (!white.find()) {
                continue;
            }
            String movetext = game.substring(game.lastIndexOf(']') + 1);
            List<String> fens = new ArrayList<>();
            Matcher c = FEN_COMMENT.matcher(movetext.replace('\n', ' '));
            while (c.find()) {
                fens.add(placementAndTurn(c.group(1).trim()));
            }
            byWhite.put(white.group(1), fens);
        }
        return byWhite;
    }

    private static Map<String, String> with(Map<String, String> m, String key, String value) {
        Map<String, String> out = new LinkedHashMap<>(m);
        out.put(key, value);
        return out;
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(20);
        }
    }



}
