package org.touchmove.firmware.publish;

import java.io.PrintStream;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;

/** Prints each event as one JSON line (the command line's output format). */
public final class JsonLinesSink implements EventSink {

    private final PrintStream out;

    public JsonLinesSink(PrintStream out) {
        this.out = out;
    }

    @Override
    public void publish(Event event) {
        out.println(EventJson.write(event));
        out.flush();
    }
}
