package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.StateFiles;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.controller.WallClock;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.announce.AnnounceOutput;
import org.touchmove.firmware.announce.AnnounceSettings;
import org.touchmove.hal.speech.AnnouncementSpeaker;
import org.touchmove.hal.speech.EspeakSpeaker;
import org.touchmove.hal.speech.SpeakerUnavailableException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.dgt.DgtEmulation;
import org.touchmove.firmware.dgt.DgtServer;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.livechess.BoardLiveChess;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.firmware.config.LiveChessSettings;
import org.touchmove.firmware.config.SetupPolicy;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.publish.mqtt.MqttBoardPublisher;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.runtime.BoardChannel;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.firmware.runtime.RealTimeDriver;
import org.touchmove.firmware.publish.EventOutputException;
import org.touchmove.firmware.publish.JsonLinesSink;
import org.touchmove.firmware.simulation.PathWarmup;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;
import org.touchmove.hal.config.HalProviders;
import org.touchmove.hal.dgt.DgtHardwareFactory;
import org.touchmove.hal.serial.SerialPortPath;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code touchmove run --config FILE}: the controller on real hardware (GPIO matrix or serial link). */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Without --config: the demonstration. An embedded MQTT broker starts on 127.0.0.1 (port 1883, "
                + "or a free one when 1883 is taken; the first line is 'mqtt tcp://127.0.0.1:PORT'), the simulated "
                + "board plays a game through the whole controller into it, and every message of every topic is "
                + "printed as a subscriber sees it ('TOPIC [(retained)] PAYLOAD'). It keeps running until stopped.",
                "With --config FILE: the controller on the hardware the configuration names (hal.provider = gpio, "
                + "serial or dgt; see config/*-example.properties), publishing to the broker of its mqtt.* keys "
                + "(docs/mqtt.md), and printing every event as one JSON line."})
final class RunCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(RunCommand.class);
    /** The longest run asked for with --seconds: ten years (far below where nanoseconds overflow). */
    static final long MAX_SECONDS = 315_360_000L;

    @Option(names = "--config", paramLabel = "FILE", description = "configuration file (none: the demonstration)")
    Path config;

    @Option(names = "--pace", paramLabel = "FACTOR", defaultValue = "1",
            description = "demonstration only: how fast the game is played, 1 = real time, 10 = ten times faster, "
                    + "0 = at once (default: ${DEFAULT-VALUE})")
    double pace;

    @Option(names = "--state-dir", paramLabel = "DIR",
            description = "demonstration only: where the demo board keeps its journal (default: state.dir's default)")
    Path stateDir;

    @Option(names = "--format", paramLabel = "json|text", defaultValue = "json",
            description = "json (default, for programs): the demonstration prints every topic's messages, a board "
                    + "every event as one JSON line; text: one line per move with its SAN and both clocks, and the "
                    + "new game, irregularities, flag-fall and the result")
    String format;

    @Mixin
    LiveChessOptions livechess = new LiveChessOptions();

    /** {@code --mqtt URI[,URI...]}: the demonstration into these brokers; a board's over its {@code mqtt.uris}. */
    @Mixin
    BrokerOptions broker = new BrokerOptions();

    @Option(names = "--seconds", paramLabel = "N",
            description = "stop after N seconds, 0.." + MAX_SECONDS + " (default: run until killed)")
    Long seconds;

    @Override
    public Integer call() throws Exception {
        if (seconds != null && (seconds < 0 || seconds > MAX_SECONDS)) {
            throw new UserError("--seconds must be from 0 to " + MAX_SECONDS + " (ten years), not " + seconds);
        }
        if (!format.equals("json") && !format.equals("text")) {
            throw new UserError("--format must be json or text, not '" + org.touchmove.hal.text.Excerpt.of(format)
                    + "'");
        }
        boolean text = format.equals("text");
        LiveChessEndpoint livechessAsked = livechess.endpoint();
        if (config == null) {
            if (broker.firstConnectSeconds != null && !broker.given()) {
                throw new UserError("--mqtt-first-connect belongs to --mqtt or --config (the demonstration's embedded "
                        + "broker is there at once)");
            }
            return DemoRun.run(pace, seconds, stateDir, liveChess(null, livechessAsked), text, broker.brokers(),
                    broker.firstConnect());
        }
        Settings settings = Settings.load(config);
        MqttSettings mqtt = mqtt(settings);
        LiveChessSettings served = liveChess(settings.emulateLiveChess(), livechessAsked);
        HalConfig hal;
        try {
            hal = HalConfig.parse(settings.hardware());
        } catch (HalConfigException e) {
            throw new UserError(config + ": " + e.getMessage());
        }
        if (hal.provider().equals("sim")) {
            throw new UserError("hal.provider = sim has no hardware to read; use 'touchmove console' "
                    + "(interactive) or 'touchmove sim --script FILE'");
        }
        if (hal.serial().isPresent()) {
            // A port that is missing or not a terminal at the start is a setting to fix, not a device to
            // wait for (once running, a port that goes away is reopened with back-off).
            String problem = SerialPortPath.problem(hal.serial().get().port());
            if (problem != null) {
                throw new UserError(config + ": serial.port: " + problem, UserError.BAD_INPUT, null);
            }
        }
        TimeSource time = TimeSource.system();
        Hardware opened;
        try {
            opened = HalProviders.open(hal, time, Map.of(DgtHardwareFactory.NAME, new DgtHardwareFactory()));
        } catch (HalConfigException e) {
            throw new UserError(config + ": " + e.getMessage()); // e.g. a provider nobody registered
        }
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "board-time");
            t.setDaemon(true);
            return t;
        });
        List<AnnouncementSpeaker> speakers = new ArrayList<>(1);
        ExecutorService boards = Executors.newFixedThreadPool(1, r -> new Thread(r, "board"));
        // SIGTERM (systemd stop) or Ctrl-C ends the run cleanly: status offline, journal flushed and closed.
        try (StopSignal stop = new StopSignal();
             EventJournal journal = StateFiles.journal(settings); Hardware hardware = opened) {
            WallClock wall = new WallClock(Instant.now(), time.nanos());
            AnnouncementSpeaker speaker = speaker(settings.announce());
            speakers.add(speaker);
            BoardRuntime runtime = new BoardRuntime(settings.boardId(), (sequence, events) -> GameController.builder(
                    settings, new EventEmitter(settings.boardId(), sequence, wall, events), hardware.display())
                    .speaker(speaker).sensorLag(hardware.sensor().readingLag()).build(),
                    new JournalStore(journal), boards, boards, true);
            // Events nobody receives must not be counted as published: a failed stdout stops the run (exit 1).
            org.touchmove.firmware.publish.EventSink stdout = text ? new TextLinesSink(System.out)
                    : new JsonLinesSink(System.out);
            runtime.subscribe(event -> {
                try {
                    stdout.publish(event);
                } catch (EventOutputException e) {
                    stop.fail(e); // the main thread stops the run with it
                }
            }, Integer.MAX_VALUE, false);
            List<Event> recorded = new ArrayList<>();
            for (StoredEvent e : journal.currentGame()) {
                recorded.add(EventJson.read(e.json()));
            }
            runtime.setStoreFailureListener(e -> stop.fail(new UserError("board " + settings.boardId()
                    + ": events can no longer be made durable in " + settings.stateDir() + " (" + e.getMessage()
                    + "); stopped so that no seq is ever reused: fix the disk and start again, the game resumes",
                    UserError.RUN_FAILED, e)));
            runtime.resume(recorded);
            BoardLiveChess lc = null;
            if (served != null) {
                try {
                    lc = BoardLiveChess.serve(runtime, served.endpoint(), served.setup(), time::nanos);
                } catch (IllegalArgumentException e) {
                    throw new UserError(e.getMessage(), UserError.BAD_INPUT, e);
                }
                LOG.info("board {} served on the LiveChess e-board API at {} (setup: {})", settings.boardId(), lc.url(),
                        served.setup().wireName());
            }
            MqttBoardPublisher publisher = null;
            if (mqtt != null) {
                BoardChannel channel = new BoardChannel(runtime, time::nanos);
                publisher = MqttBoardPublisher.start(mqtt, settings.boardId(), journal, channel, channel);
                runtime.setRepublisher(publisher::republishFrom);
                // The board plays on while it waits (the events wait in its journal); no broker at all within
                // mqtt.firstConnectSeconds stops it with status 1 (docs/brokers.md, "The first connection").
                FirstConnectionWatch.start(publisher, mqtt, settings.boardId(), stop);
            }
            DgtServer dgt = settings.emulateDgt() == null ? null : DgtEmulation.serve(runtime, settings.emulateDgt());
            if (dgt != null) {
                LOG.info("board {} served as a DGT board on {}", settings.boardId(),
                        dgt.port() >= 0 ? "tcp port " + dgt.port() : settings.emulateDgt());
            }
            LOG.info("running board {} on {}", settings.boardId(), hal.provider());
            try (RealTimeDriver driver = RealTimeDriver.start(runtime, hardware, time, scheduler)) {
                if (settings.warmupPlies() > 0) {
                    // After the board's own start, beside its first readings: the first move is still far off.
                    PathWarmup.startInBackground(settings.boardId(), settings.warmupPlies());
                }
                stop.await(seconds);
                LOG.info("board {}: stopping", settings.boardId());
            } finally {
                runtime.flush().get(5, TimeUnit.SECONDS);
                if (publisher != null) {
                    publisher.close(); // status offline (shutdown), the cursor written
                }
                if (dgt != null) {
                    dgt.close();
                }
                if (lc != null) {
                    lc.close();
                }
            }
        } catch (SpeakerUnavailableException e) {
            // announce.output = espeak-ng without espeak-ng (or its voice): a setting to fix, named with the package.
            throw new UserError(config + ": " + e.getMessage(), UserError.BAD_INPUT, e);
        } finally {
            speakers.forEach(AnnouncementSpeaker::close); // speaks what is queued, then stops
            scheduler.shutdownNow();
            boards.shutdown();
            boards.awaitTermination(5, TimeUnit.SECONDS);
        }
        return 0;
    }

    /** The board's {@code mqtt.*} keys with {@code --mqtt} and {@code --mqtt-first-connect} over them; null: none. */
    private MqttSettings mqtt(Settings settings) {
        if (settings.mqtt() != null) {
            return broker.over(settings.mqtt());
        }
        if (!broker.given()) {
            if (broker.firstConnectSeconds != null) {
                throw new UserError("--mqtt-first-connect belongs to --mqtt or the configuration's mqtt.uris, "
                        + "neither of which is set");
            }
            return null;
        }
        return broker.over(MqttSettings.defaults(broker.brokers(), settings.stateDir().resolve(settings.boardId())));
    }

    /** The key's endpoint with {@code --livechess} / {@code --livechess-setup} over it; null: none asked for. */
    private LiveChessSettings liveChess(LiveChessSettings key, LiveChessEndpoint option) {
        if (key == null && option == null) {
            if (livechess.setup != null) {
                throw new UserError("--livechess-setup belongs to --livechess (or emulate.livechess), which is not set");
            }
            return null;
        }
        return new LiveChessSettings(option != null ? option : key.endpoint(),
                livechess.setup(key != null ? key.setup() : SetupPolicy.NEW_GAME));
    }

    /**
     * Appendix D: the board's own voice, espeak-ng where announcements are on and {@code announce.output = espeak-ng};
     * otherwise none (the {@code announce} events carry the words either way).
     */
    private static AnnouncementSpeaker speaker(AnnounceSettings announce) {
        if (!announce.enabled() || announce.output() != AnnounceOutput.ESPEAK_NG) {
            return AnnouncementSpeaker.none();
        }
        return EspeakSpeaker.start(announce.espeakCommand(), AnnounceSettings.SPEAKER_QUEUE);
    }
}
