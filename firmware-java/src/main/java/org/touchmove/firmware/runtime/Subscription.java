package org.touchmove.firmware.runtime;

/** An observer's subscription to a board; closing it stops delivery. */
public interface Subscription extends AutoCloseable {

    @Override
    void close();
}
