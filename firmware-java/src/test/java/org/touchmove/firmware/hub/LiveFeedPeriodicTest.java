package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/**
 * The live room's periodic flush outlives a run that throws: a scheduled executor cancels a periodic task for good,
 * silently, the first time it throws, and every page stayed on the room as it then stood. Here one page's write
 * throws once, in the flush of a board's change; the next change must still reach the page.
 */
class LiveFeedPeriodicTest {

    private static final long WAIT_MS = 30_000; // an upper bound for a 100 ms flush on a loaded machine, never a figure

    @RegisterExtension
    final LogCapture log = LogCapture.of(LiveFeed.class);

    private final Room room = new Room(Clock.systemUTC(), (board, fromSeq) -> { });

    @Test
    void aFlushThatThrowsDoesNotEndTheLiveFeed() throws Exception {
        BlockingQueue<String> written = new LinkedBlockingQueue<>();
        AtomicInteger failed = new AtomicInteger();
        try (LiveFeed feed = new LiveFeed(room, Duration.ZERO, new BrokerLink(Clock.systemUTC()),
                new FatalErrors(status -> { }))) {
            feed.open(page(written, failed), Callback.NOOP);
            assertThat(written.poll(WAIT_MS, TimeUnit.MILLISECONDS)).as("the room on connect").contains("event: room");

            status("online"); // its flush: the page's first write of a board throws
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
            while (failed.get() == 0 && System.nanoTime() < until) {
                java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            }
            assertThat(failed.get()).as("the flush of the change was tried").isEqualTo(1);

            status("offline");
            String next;
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
            do { // a keep-alive (every 15 s) may come first on a slow machine: not what this waits for
                next = written.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } while (next != null && next.startsWith(": keep-alive"));
            assertThat(next).as("a change after the failed flush still reaches the page").isNotNull()
                    .contains("event: board");
        }
        assertThat(log.lines()).anySatisfy(l -> assertThat(l).startsWith("ERROR hub live feed: its flush failed"));
    }

    /** Board b-1's retained status, into the room as the hub's subscription hands it over. */
    private void status(String state) {
        room.receive(new HubTopic("b-1", HubTopic.Kind.STATUS), "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\","
                + "\"state\":\"" + state + "\",\"reason\":" + (state.equals("online") ? "null" : "\"shutdown\"")
                + ",\"ts\":\"2026-12-03T07:00:00Z\"}");
    }

    /** A page (Jetty's response) that takes every message but the first of a board, whose write throws. */
    private static Response page(BlockingQueue<String> written, AtomicInteger failed) {
        HttpFields.Mutable headers = HttpFields.build();
        return (Response) Proxy.newProxyInstance(Response.class.getClassLoader(), new Class<?>[] {Response.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getHeaders" -> headers;
                    case "write" -> {
                        String text = StandardCharsets.UTF_8.decode(((ByteBuffer) args[1]).duplicate()).toString();
                        if (text.startsWith("event: board") && failed.compareAndSet(0, 1)) {
                            throw new IllegalStateException("test: this page's write fails once");
                        }
                        written.add(text);
                        ((Callback) args[2]).succeeded();
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "test page";
                    default -> null;
                });
    }
}
