package org.touchmove.firmware.controller;

import org.touchmove.firmware.event.EventBody;

/** Reacts to the controller's events as they are emitted (announcements, the scoresheet), within the same input. */
interface EventFollower {

    void followed(String gameId, long monoNanos, EventBody body);
}
