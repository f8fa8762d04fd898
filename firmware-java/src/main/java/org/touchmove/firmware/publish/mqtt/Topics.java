package org.touchmove.firmware.publish.mqtt;

/** The topics of one board under its root (docs/mqtt.md, "Topics"). */
record Topics(String root) {

    static Topics of(MqttSettings settings, String boardId) {
        return new Topics(settings.topicRootFor(boardId));
    }

    String events() {
        return root + "events";
    }

    String stateGame() {
        return root + "state/game";
    }

    String statePosition() {
        return root + "state/position";
    }

    String stateClock() {
        return root + "state/clock";
    }

    String statePgn() {
        return root + "state/pgn";
    }

    String status() {
        return root + "status";
    }

    String cmd() {
        return root + "cmd";
    }

    String cmdReply() {
        return root + "cmd/reply";
    }
}
