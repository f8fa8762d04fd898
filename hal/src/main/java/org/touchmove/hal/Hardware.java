package org.touchmove.hal;

/**
 * One board with its clock, as a provider builds it from configuration. A provider is built idle:
 * add the sensor's and the buttons' listeners, then {@link #start()} it (docs/hal.md, "Start order").
 */
public interface Hardware extends AutoCloseable {

    /**
     * Starts reading (a scan thread, a serial reader): from now on readings and presses reach the
     * listeners. Call it after adding them; a second call does nothing. A reading made before a
     * listener was added is replayed to it, but presses are not.
     */
    void start();

    OccupancySensor sensor();

    ClockButtons buttons();

    ClockDisplay display();

    @Override
    default void close() {
        sensor().close();
        buttons().close();
        display().close();
    }
}
