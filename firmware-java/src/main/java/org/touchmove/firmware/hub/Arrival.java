package org.touchmove.firmware.hub;

/** What the hub did with an event it received (docs/hub.md, the consumer algorithm). */
sealed interface Arrival {

    /** Applied to the view (perhaps with held events that followed it). */
    record Applied() implements Arrival {
    }

    /** Its seq was already in the view: a duplicate, or reflected in a snapshot. */
    record Duplicate() implements Arrival {
    }

    /** Events before it are missing: held back, and the board is asked to republish from {@code fromSeq}. */
    record Gap(long fromSeq) implements Arrival {
    }
}
