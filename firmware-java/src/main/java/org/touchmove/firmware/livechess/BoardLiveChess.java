package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.SetupPolicy;
import org.touchmove.firmware.config.LiveChessEndpoint;
import java.time.Clock;
import java.util.function.LongSupplier;
import org.touchmove.firmware.runtime.BoardRuntime;

/** A board's own LiveChess endpoint ({@code run}, {@code replay}): the board followed and served, stopped together. */
public final class BoardLiveChess implements AutoCloseable {

    private final BoardFollower follower;
    private final LiveChessServer server;
    private final String url;

    private BoardLiveChess(BoardFollower follower, LiveChessServer server, String url) {
        this.follower = follower;
        this.server = server;
        this.url = url;
    }

    /**
     * Serves {@code runtime}'s board; an address or port that cannot be bound is an IllegalArgumentException naming
     * it (nothing is left running).
     *
     * @param nanos the board's time source (a new game from a set-up is given at its time)
     */
    public static BoardLiveChess serve(BoardRuntime runtime, LiveChessEndpoint endpoint, SetupPolicy policy,
                                       LongSupplier nanos) {
        Clock wall = Clock.systemUTC();
        BoardFollower follower = new BoardFollower(runtime, wall, policy, nanos);
        try {
            LiveChessServer server = LiveChessServer.start(follower, endpoint, wall);
            return new BoardLiveChess(follower, server, endpoint.url(server.port()));
        } catch (RuntimeException e) {
            follower.close();
            throw e;
        }
    }

    /** The port served (the one picked when asked for 0). */
    public int port() {
        return server.port();
    }

    /** {@code ws://HOST:PORT/api/v1.0}, the port the one served. */
    public String url() {
        return url;
    }

    @Override
    public void close() {
        server.close();
        follower.close();
    }
}
