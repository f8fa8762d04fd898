package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.DgtSquares;

/**
 * `touchmove replay --pgn FILE --pace MS --dgt tcp:0`: the command says where it serves ({@code dgt tcp PORT}), and a
 * plain TCP client that sends the DGT board-dump request while the games are replayed receives a board dump showing a
 * position of the games (docs/dgt.md).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ReplayLiveDgtTest {

    private static final Pattern SERVING = Pattern.compile("dgt tcp (\\d+)");

    @Test
    void aTcpClientReceivesABoardDumpOfTheReplayedGame() throws Exception {
        List<PgnGame> games = PgnReader.parse(Files.readString(ReplayLiveMqttTest.PGN), "live");
        Set<String> positions = new HashSet<>();
        for (PgnGame pgn : games) {
            Game game = Game.from(pgn.start());
            positions.add(placement(game.position()));
            for (Move move : pgn.moves()) {
                game = game.play(move);
                positions.add(placement(game.position()));
            }
        }
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        PrintStream oldOut = System.out;
        System.setOut(new PrintStream(new LineQueue(lines), true, StandardCharsets.UTF_8));
        CompletableFuture<Integer> status;
        try {
            status = CompletableFuture.supplyAsync(() -> Main.run(new String[] {"replay", "--pgn",
                    ReplayLiveMqttTest.PGN.toString(), "--pace", "100", "--dgt", "tcp:0"}));
            String first = lines.poll(30, TimeUnit.SECONDS);
            assertThat(first).as("the first line").isNotNull().matches(SERVING);
            Matcher m = SERVING.matcher(first);
            assertThat(m.matches()).isTrue();
            int port = Integer.parseInt(m.group(1));

            String dump = null;
            List<String> seen = new java.util.ArrayList<>();
            try (Socket socket = new Socket()) {
                // Generous: an answer comes within a millisecond on a quiet machine, but a loaded one may starve the
                // replay's server thread for seconds; a time-out here is only for a server that hangs (issue 23).
                socket.connect(new InetSocketAddress("127.0.0.1", port), 30_000);
                socket.setSoTimeout(30_000);
                DataInputStream in = new DataInputStream(socket.getInputStream());
                OutputStream out = socket.getOutputStream();
                // A dump taken while a hand is on the board may show a lifted piece: ask until one shows a position,
                // for as long as the replay plays (a count of requests could all fall within one move's lift and
                // place on a slow machine, since each answer comes within a millisecond).
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (dump == null && System.nanoTime() < deadline) {
                    out.write(DgtBytes.SEND_BRD);
                    out.flush();
                    String board = readDump(in);
                    if (seen.size() == 20) {
                        seen.remove(0);
                    }
                    seen.add(board);
                    dump = positions.contains(board) ? board : null;
                }
            }
            assertThat(dump).as("the last dumps received: %s", seen).isNotNull();
            assertThat(status.get(60, TimeUnit.SECONDS)).isZero();
        } finally {
            System.setOut(oldOut);
        }
        List<String> rest = List.copyOf(lines);
        assertThat(rest).last().isEqualTo("games=3 ok=3");
    }

    /** Reads messages until a board dump; returns its 64 squares a8 ... h1 as FEN letters and '.'. */
    private static String readDump(DataInputStream in) throws IOException {
        while (true) {
            int id;
            try {
                id = in.readUnsignedByte();
            } catch (SocketTimeoutException e) {
                throw new AssertionError("no board dump within 2 s of the request", e);
            }
            assertThat(id & 0x80).as("message id %s", id).isEqualTo(0x80);
            int length = (in.readUnsignedByte() << 7) | in.readUnsignedByte();
            byte[] body = new byte[length - 3];
            in.readFully(body);
            if (id == DgtBytes.MSG_BOARD_DUMP) {
                assertThat(body).hasSize(64);
                StringBuilder sb = new StringBuilder(64);
                for (byte b : body) {
                    DgtPiece piece = DgtPiece.ofCode(b & 0xFF);
                    sb.append(piece == DgtPiece.EMPTY ? '.' : piece.fenChar());
                }
                return sb.toString();
            }
        }
    }

    /** The 64 squares in DGT wire order (a8 ... h1) as FEN letters and '.'. */
    private static String placement(Position p) {
        StringBuilder sb = new StringBuilder(64);
        for (int wire = 0; wire < 64; wire++) {
            var piece = p.pieceAt(DgtSquares.fromWire(wire));
            sb.append(piece == null ? '.' : piece.fenChar());
        }
        return sb.toString();
    }
}
