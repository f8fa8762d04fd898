package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.SetupPolicy;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.touchmove.firmware.rules.Position;

/** The boards an endpoint serves: one for a board's own process, every board of the room for the hub. */
public interface LiveBoards {

    /** Every board, in the order the endpoint lists them. */
    List<LiveBoard> boards();

    /** The board with this serial number, if served here. */
    default Optional<LiveBoard> board(String serialnr) {
        return boards().stream().filter(b -> b.serialnr().equals(serialnr)).findFirst();
    }

    /** Calls {@code changed} with a board's serial number after each change of what it shows. */
    void onChange(Consumer<String> changed);

    /**
     * A client's {@code setup}: the position its game is in. An endpoint that only reports keeps nothing (the
     * default); a board's own endpoint may start a new game from it once the pieces stand so ({@link SetupPolicy}).
     * The set-up is held until the returned handle is closed.
     */
    default Setup setup(String serialnr, Position position) {
        return Setup.NONE;
    }

    /** A client's set-up as the board holds it; closing withdraws it. */
    @FunctionalInterface
    interface Setup extends AutoCloseable {

        Setup NONE = () -> { };

        @Override
        void close();
    }
}
