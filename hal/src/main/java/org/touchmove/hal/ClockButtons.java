package org.touchmove.hal;

import java.util.function.Consumer;

/** The clock's buttons: delivers each debounced press once. */
public interface ClockButtons extends AutoCloseable {

    void setListener(Consumer<ButtonPress> listener);

    @Override
    void close();
}
