package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.livechess.LiveChessClient;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * `touchmove run --livechess 0`: the demo board is also served on the LiveChess e-board API; the command says where
 * ({@code livechess ws://127.0.0.1:PORT/api/v1.0}, after the broker's line), and a client follows the demo game.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunLiveChessTest {

    private static final Pattern SERVING = Pattern.compile("livechess ws://127\\.0\\.0\\.1:(\\d+)/api/v1\\.0");
    private static final String DEMO = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1";

    @Test
    void theDemoBoardIsServed_andAClientSeesItsGame(@TempDir Path state) throws Exception {
        PgnGame demo = PgnReader.parse("[Result \"0-1\"]\n\n" + DEMO + "\n", "demo").get(0);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        PrintStream oldOut = System.out;
        System.setOut(new PrintStream(new LineQueue(lines), true, StandardCharsets.UTF_8));
        try {
            // The board is served for 30 s after the demo: the client connects, asks and subscribes within them. With
            // 8 s, a loaded machine's first WebSocket (class loading, a starved server thread) could find it gone.
            CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> Main.run(new String[] {"run",
                    "--pace", "0", "--seconds", "30", "--state-dir", state.toString(), "--livechess", "0"}));
            assertThat(lines.poll(30, TimeUnit.SECONDS)).as("the first line").startsWith("mqtt tcp://");
            String second = lines.poll(30, TimeUnit.SECONDS);
            Matcher m = SERVING.matcher(String.valueOf(second));
            assertThat(m.matches()).as("the second line: %s", second).isTrue();
            try (LiveChessClient client = new LiveChessClient(Integer.parseInt(m.group(1)))) {
                client.send("{\"id\":1,\"call\":\"eboards\"}");
                JsonNode board = client.await(r -> LiveChessClient.isCall(r, 1), "eboards").message().path("param")
                        .get(0);
                assertThat(board.path("serialnr").asText()).isEqualTo(DemoRun.BOARD_ID);
                client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                        + "\"param\":{\"serialnr\":\"" + DemoRun.BOARD_ID + "\"}}}");
                List<String> sans = List.of("e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2",
                        "Rf1", "Qxe4+", "Be2", "Nf3#");
                JsonNode last = client.await(r -> LiveChessClient.isFeed(r) && LiveChessClient.san(r).equals(sans), "the whole game")
                        .message();
                assertThat(last.path("param").path("board").asText())
                        .isEqualTo(demo.finalPosition().fen().split(" ")[0]);
                assertThat(last.path("param").path("match").asBoolean()).isTrue();
            }
            assertThat(status.get(60, TimeUnit.SECONDS)).isZero();
        } finally {
            System.setOut(oldOut);
        }
    }

}
