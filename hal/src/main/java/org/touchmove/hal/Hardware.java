package org.touchmove.hal;

/** One board with its clock, as a provider builds it from configuration. */
public interface Hardware extends AutoCloseable {

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
