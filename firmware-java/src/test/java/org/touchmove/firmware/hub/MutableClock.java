package org.touchmove.firmware.hub;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Virtual time for the hub's tests: it stands still until the test moves it. */
final class MutableClock extends Clock {

    Instant now;

    MutableClock(Instant now) {
        this.now = now;
    }

    void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneOffset getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
