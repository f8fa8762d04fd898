package org.touchmove.firmware.livechess;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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
}
