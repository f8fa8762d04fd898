package org.touchmove.hal.config;

import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySensor;

/** Stands in for a provider built outside hal; never used for I/O. */
final class FakeHardware implements Hardware {

    @Override
    public void start() {
    }

    @Override
    public OccupancySensor sensor() {
        throw new UnsupportedOperationException("fake");
    }

    @Override
    public ClockButtons buttons() {
        throw new UnsupportedOperationException("fake");
    }

    @Override
    public ClockDisplay display() {
        throw new UnsupportedOperationException("fake");
    }

    @Override
    public void close() {
    }
}
