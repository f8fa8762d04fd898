package org.touchmove.firmware.publish;

import java.io.PrintStream;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;

/**
 * Prints each event as one JSON line (the command line's output format). A {@link PrintStream} swallows
 * write errors, so each line is checked: a failed write stops the run ({@link EventOutputException})
 * instead of losing events silently.
 */
public final class JsonLinesSink implements EventSink {

    private final PrintStream out;
    private long delivered;

    public JsonLinesSink(PrintStream out) {
        this.out = out;
    }

    @Override
    public void publish(Event event) {
        out.println(EventJson.write(event));
        out.flush();
        if (out.checkError()) {
            throw new EventOutputException("cannot write events to standard output (closed?) after " + delivered
                    + " events; the event with seq " + event.seq() + " was not delivered");
        }
        delivered++;
    }
}
