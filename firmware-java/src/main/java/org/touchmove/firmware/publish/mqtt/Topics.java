package org.touchmove.firmware.publish.mqtt;

/**
 * The topics of one board under its root (docs/mqtt.md, "Topics"). Each name is put together once: the publisher
 * names a topic on every event and every snapshot, and a name built per call was garbage on the move's path
 * (docs/performance.md, issue 31).
 */
final class Topics {

    private final String root;
    private final String events;
    private final String stateGame;
    private final String statePosition;
    private final String stateClock;
    private final String statePgn;
    private final String status;
    private final String cmd;
    private final String cmdReply;

    Topics(String root) {
        this.root = root;
        this.events = root + "events";
        this.stateGame = root + "state/game";
        this.statePosition = root + "state/position";
        this.stateClock = root + "state/clock";
        this.statePgn = root + "state/pgn";
        this.status = root + "status";
        this.cmd = root + "cmd";
        this.cmdReply = root + "cmd/reply";
    }

    static Topics of(MqttSettings settings, String boardId) {
        return new Topics(settings.topicRootFor(boardId));
    }

    String root() {
        return root;
    }

    String events() {
        return events;
    }

    String stateGame() {
        return stateGame;
    }

    String statePosition() {
        return statePosition;
    }

    String stateClock() {
        return stateClock;
    }

    String statePgn() {
        return statePgn;
    }

    String status() {
        return status;
    }

    String cmd() {
        return cmd;
    }

    String cmdReply() {
        return cmdReply;
    }

    @Override
    public String toString() {
        return "Topics[root=" + root + "]";
    }
}
