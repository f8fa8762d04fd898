package org.touchmove.firmware.runtime;

import java.util.function.Consumer;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.command.CommandRequest;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.OccupancySnapshot;

/** Everything a board's runtime is fed, on its one queue, in arrival order. */
public sealed interface BoardInput {

    <R> R accept(Visitor<R> visitor);

    /** Exhaustive dispatch over the inputs. */
    interface Visitor<R> {
        R reading(Reading r);

        R press(Press p);

        R time(Time t);

        R command(Command c);

        R flush(Flush f);
    }

    /** A debounced occupancy reading from the board's sensor. */
    record Reading(OccupancySnapshot snapshot) implements BoardInput {
        public <R> R accept(Visitor<R> v) {
            return v.reading(this);
        }
    }

    /** A clock or menu button press. */
    record Press(ButtonPress press) implements BoardInput {
        public <R> R accept(Visitor<R> v) {
            return v.press(this);
        }
    }

    /** Time has reached {@code nanos} (of the board's time source): deadlines fire. */
    record Time(long nanos) implements BoardInput {
        public <R> R accept(Visitor<R> v) {
            return v.time(this);
        }
    }

    /** The runtime's own input at shutdown: commit whatever waits (clock ticks), deliver it, then run {@code done}. */
    record Flush(Runnable done) implements BoardInput {
        public <R> R accept(Visitor<R> v) {
            return v.flush(this);
        }
    }

    /** An arbiter command; {@code replyTo} gets exactly one reply, on the board's thread. */
    record Command(CommandRequest request, long nanos, Consumer<CommandReply> replyTo) implements BoardInput {
        public <R> R accept(Visitor<R> v) {
            return v.command(this);
        }
    }
}
