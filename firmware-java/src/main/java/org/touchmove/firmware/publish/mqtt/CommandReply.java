package org.touchmove.firmware.publish.mqtt;

import java.util.Objects;

/** The one answer to one command: it was applied (with the state after it) or refused (and changed nothing). */
public sealed interface CommandReply {

    /** @param stateJson the state after the command, one JSON object (published unchanged in the reply) */
    record Accepted(String stateJson) implements CommandReply {
        public Accepted {
            Objects.requireNonNull(stateJson, "stateJson");
        }
    }

    /** @param reason why the command was refused, for the arbiter to read */
    record Refused(String reason) implements CommandReply {
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
