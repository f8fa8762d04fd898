package org.touchmove.firmware.hub;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.text.Excerpt;

/**
 * Push mode (docs/hub.md, "Push contract"; lichess's broadcast push): POSTs the round's PGN as {@code text/plain}
 * with {@code Authorization: Bearer <token>} when it changed, at most once per interval; after a failure the wait
 * doubles up to 16 intervals, and the first success brings it back. The token is never logged.
 */
final class PgnPusher implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(PgnPusher.class);
    static final int MAX_BACKOFF_FACTOR = 16;
    /** What is read of an error answer's body: enough for a reason, never a server's whole page (or a flood). */
    static final int MAX_ERROR_BODY_BYTES = 4096;
    /** What the log line quotes of it, control characters escaped so the body cannot forge log lines. */
    static final int MAX_LOGGED_CHARS = 300;

    /** What one round of pushing did. */
    enum Outcome { PUSHED, UNCHANGED, FAILED }

    private final URI url;
    private final String token;
    private final Duration interval;
    private final Supplier<String> roundPgn;
    private final HttpClient http;
    private final FatalErrors fatal;
    private ScheduledExecutorService scheduler;
    private String lastPushed;
    private int failures;
    private volatile String lastError;

    PgnPusher(URI url, String token, Duration interval, Supplier<String> roundPgn) {
        this(url, token, interval, roundPgn, FatalErrors.halting());
    }

    PgnPusher(URI url, String token, Duration interval, Supplier<String> roundPgn, FatalErrors fatal) {
        this.fatal = fatal;
        this.url = url;
        this.token = token;
        this.interval = interval;
        this.roundPgn = roundPgn;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    }

    void start() {
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hub-push");
            t.setDaemon(true);
            return t;
        });
        scheduler.schedule(() -> fatal.guard(this::loop), 0, TimeUnit.MILLISECONDS);
    }

    /**
     * One push, then the next one armed whatever this one did: a push that threw (the round's PGN not built, the HTTP
     * client refusing a request) ended the loop for good before, and the broadcast stopped silently for the rest of
     * the round (an executor keeps what its task threw to itself; issue 23). It counts as a failure (back-off).
     */
    private void loop() {
        try {
            pushOnce();
        } catch (RuntimeException e) {
            failures++;
            // No stack trace and the token blanked out: a request's error may quote its headers (never logged).
            log.error("push: {} failed: {}; next try in {}", url,
                    token == null || token.isEmpty() ? String.valueOf(e) : String.valueOf(e).replace(token, "<token>"), nextDelay());
        }
        try {
            scheduler.schedule(() -> fatal.guard(this::loop), nextDelay().toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            log.debug("push: stopped, no next push");
        }
    }

    /** The wait before the next push: the interval, doubled per failure in a row, at most 16 intervals. */
    Duration nextDelay() {
        int factor = 1 << Math.min(failures, Integer.numberOfTrailingZeros(MAX_BACKOFF_FACTOR));
        return interval.multipliedBy(factor);
    }

    /** One push if the PGN changed since the last successful one. */
    Outcome pushOnce() {
        String pgn = roundPgn.get();
        if (pgn.isEmpty() || pgn.equals(lastPushed)) {
            return Outcome.UNCHANGED;
        }
        HttpRequest request = HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/plain; charset=utf-8")
                .header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(pgn, StandardCharsets.UTF_8)).build();
        try {
            HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
            // Closing the body unread discards the rest: a huge answer costs no memory.
            try (InputStream body = response.body()) {
                if (response.statusCode() / 100 == 2) {
                    lastPushed = pgn;
                    failures = 0;
                    log.debug("push: {} answered {}", url, response.statusCode());
                    return Outcome.PUSHED;
                }
                failures++;
                lastError = response.statusCode() + ": " + Excerpt.of(new String(
                        body.readNBytes(MAX_ERROR_BODY_BYTES), StandardCharsets.UTF_8), MAX_LOGGED_CHARS);
                log.warn("push: {} answered {}; next try in {}", url, lastError, nextDelay());
            }
        } catch (IOException e) {
            failures++;
            log.warn("push: {} failed: {}; next try in {}", url, e.getMessage(), nextDelay());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failures++;
        }
        return Outcome.FAILED;
    }

    /** The status and the quoted start of the body of the last failed answer (as logged), or null. */
    String lastError() {
        return lastError;
    }

    @Override
    public void close() {
        if (scheduler != null) {
            scheduler.shutdownNow();
        }
    }
}
