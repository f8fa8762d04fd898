package org.touchmove.firmware.publish;

import org.touchmove.firmware.event.Event;

/** Where events go once they have their sequence number: stdout, MQTT, a test's list. */
@FunctionalInterface
public interface EventSink {

    void publish(Event event);
}
