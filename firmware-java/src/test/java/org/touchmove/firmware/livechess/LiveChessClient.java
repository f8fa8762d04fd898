package org.touchmove.firmware.livechess;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A clean-room LiveChess client of ours (the JDK's WebSocket client, written from docs/livechess.md): sends calls,
 * keeps every message received with the instant it arrived, and waits on conditions with a deadline.
 */
public final class LiveChessClient implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long DEADLINE_S = 20;

    public record Received(JsonNode message, long atNanos) {
    }

    private final BlockingQueue<Received> inbox = new LinkedBlockingQueue<>();
    /** Called after each message is kept (a benchmark's pacing wakes on it). */
    private volatile Runnable onMessage = () -> { };
    public final CompletableFuture<Integer> closedWith = new CompletableFuture<>();
    private final WebSocket socket;

    public LiveChessClient(int port) {
        socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(DEADLINE_S))
                .buildAsync(URI.create("ws://127.0.0.1:" + port + LiveChessServer.PATH), new WebSocket.Listener() {
                    private final StringBuilder partial = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                        partial.append(data);
                        if (last) {
                            long at = System.nanoTime();
                            try {
                                inbox.add(new Received(JSON.readTree(partial.toString()), at));
                                onMessage.run();
                            } catch (java.io.IOException e) {
                                throw new IllegalStateException("not JSON from the server: " + partial, e);
                            }
                            partial.setLength(0);
                        }
                        ws.request(1);
                        return null;
                    }

                    @Override
                    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
                        closedWith.complete(statusCode);
                        return null;
                    }

                    @Override
                    public void onError(WebSocket ws, Throwable error) {
                        closedWith.complete(-1);
                    }
                }).orTimeout(DEADLINE_S, TimeUnit.SECONDS).join();
    }

    /** Runs {@code r} after each message received from now on. */
    public void onMessage(Runnable r) {
        onMessage = r;
    }

    public void send(String text) {
        socket.sendText(text, true).orTimeout(DEADLINE_S, TimeUnit.SECONDS).join();
    }

    /** The next message that matches, skipping (and dropping) the others; fails after the deadline. */
    public Received await(Predicate<JsonNode> wanted, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_S);
        for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
            Received r = inbox.poll(left, TimeUnit.NANOSECONDS);
            if (r != null && wanted.test(r.message())) {
                return r;
            }
        }
        throw new AssertionError("no " + what + " within " + DEADLINE_S + " s");
    }

    /** Every message received so far, without waiting. */
    public java.util.List<Received> drain() {
        java.util.List<Received> out = new java.util.ArrayList<>();
        inbox.drainTo(out);
        return out;
    }

    public static boolean isCall(JsonNode m, int id) {
        return "call".equals(m.path("response").asText()) && m.path("id").asInt(-1) == id;
    }

    public static boolean isError(JsonNode m, int id) {
        return "error".equals(m.path("response").asText()) && m.path("id").asInt(-1) == id;
    }

    public static boolean isFeed(JsonNode m) {
        return "feed".equals(m.path("response").asText());
    }

    /** A feed message's SAN list. */
    public static java.util.List<String> san(JsonNode feed) {
        java.util.List<String> out = new java.util.ArrayList<>();
        feed.path("param").path("san").forEach(n -> out.add(n.asText()));
        return out;
    }

    @Override
    public void close() {
        socket.abort();
    }
}
