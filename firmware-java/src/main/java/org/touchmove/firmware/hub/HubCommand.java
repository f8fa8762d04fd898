package org.touchmove.firmware.hub;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove hub}: every board of a room in a browser, the round's PGN feed and the arbiter's page. */
@Command(name = "hub", mixinStandardHelpOptions = true,
        description = "Serves every board under the MQTT root: the room page, /round.pgn and the arbiter's page "
                + "(docs/hub.md). First output line: http http://HOST:PORT/")
public final class HubCommand implements Callable<Integer> {

    private static final Logger log = LoggerFactory.getLogger(HubCommand.class);

    @Option(names = "--mqtt", paramLabel = "URI[,URI...]",
            description = "broker, or brokers tried in order (default tcp://127.0.0.1:1883)")
    String mqtt;

    @Option(names = "--mqtt-first-connect", paramLabel = "SECONDS",
            description = "how long the first broker connection is waited for before the hub exits with status 1 "
                    + "(default 60, or hub.mqtt.firstConnectSeconds)")
    Long firstConnect;

    @Option(names = "--http", paramLabel = "PORT", description = "HTTP port (default 8080, a free one when taken)")
    Integer http;

    @Option(names = "--config", paramLabel = "FILE", description = "hub properties (docs/hub.md)")
    Path config;

    @Option(names = "--livechess", paramLabel = "[HOST:]PORT",
            description = "also serve every board on the LiveChess e-board API, delayed like the public feeds "
                    + "(docs/livechess.md), on 127.0.0.1 unless HOST is given; prints 'livechess ws://HOST:PORT/api/v1.0'")
    String livechess;

    @Override
    public Integer call() throws Exception {
        HubSettings s;
        try {
            s = config == null ? HubSettings.defaults() : HubSettings.load(config);
        } catch (IllegalArgumentException e) {
            System.err.println("touchmove hub: " + e.getMessage());
            return 2;
        }
        if (mqtt != null) {
            try {
                s = s.withMqtt(HubSettings.uris("command line", "--mqtt", mqtt));
            } catch (IllegalArgumentException e) {
                System.err.println("touchmove hub: " + e.getMessage());
                return 2;
            }
        }
        if (firstConnect != null) {
            try {
                s = s.withFirstConnect(firstConnect);
            } catch (IllegalArgumentException e) {
                System.err.println("touchmove hub: " + e.getMessage());
                return 2;
            }
        }
        if (http != null) {
            if (http < 0 || http > 65535) {
                System.err.println("touchmove hub: --http must be a port 0..65535, was " + http);
                return 2;
            }
            s = s.withHttpPort(http);
        }
        if (livechess != null) {
            try {
                s = s.withLiveChess(LiveChessEndpoint.parse(livechess));
            } catch (IllegalArgumentException e) {
                System.err.println("touchmove hub: --livechess: " + e.getMessage());
                return 2;
            }
        }
        Hub hub;
        FatalErrors fatal = FatalErrors.halting();
        // Threads of the libraries that let an Error escape: the process ends rather than lives on deaf.
        Thread.setDefaultUncaughtExceptionHandler(fatal.handler());
        try {
            hub = Hub.start(s, Clock.systemUTC(), fatal);
        } catch (IllegalArgumentException e) {
            System.err.println("touchmove hub: " + e.getMessage());
            return 1;
        }
        System.out.println("http " + hub.httpUrl());
        if (hub.liveChessUrl() != null) {
            System.out.println("livechess " + hub.liveChessUrl());
        }
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                hub.close();
            } catch (Exception e) {
                log.warn("hub: stopping: {}", e.getMessage());
            }
            stopped.countDown();
        }, "hub-shutdown"));
        stopped.await();
        return 0;
    }
}
