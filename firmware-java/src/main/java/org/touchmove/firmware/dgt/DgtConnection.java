package org.touchmove.firmware.dgt;

import java.io.IOException;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.dgt.DgtLink;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessageCodec;
import org.touchmove.hal.dgt.wire.HostCommand;
import org.touchmove.hal.dgt.wire.HostCommandReader;

/** One host on one link: its own emulated board, fed by the host's bytes until the link closes. */
final class DgtConnection {

    private static final Logger log = LoggerFactory.getLogger(DgtConnection.class);

    private final DgtLink link;
    private final EmulatedBoard board;
    private volatile boolean open = true;

    DgtConnection(DgtLink link, DgtBoardSource source, DgtOptions options) {
        this.link = link;
        this.board = new EmulatedBoard(source, options.face(), options.identity(), options.resultPieces(), this::send);
    }

    EmulatedBoard board() {
        return board;
    }

    boolean isOpen() {
        return open;
    }

    /** Reads the host's commands until the link closes or {@code running} turns false. */
    void serve(BooleanSupplier running) {
        HostCommandReader reader = new HostCommandReader();
        byte[] buffer = new byte[256];
        try {
            while (open && running.getAsBoolean()) {
                int n = link.read(buffer);
                for (HostCommand command : reader.feed(buffer, 0, n)) {
                    board.handle(command);
                }
            }
        } catch (IOException e) {
            log.info("DGT host {} gone: {}", link.name(), e.getMessage());
        } finally {
            close();
        }
    }

    private void send(BoardMessage message) {
        if (!open) {
            return;
        }
        try {
            link.write(BoardMessageCodec.encode(message));
        } catch (IOException e) {
            // the controller's thread must not fail because a host went away: drop this host
            log.warn("DGT host {} unreachable, closing: {}", link.name(), e.getMessage());
            open = false;
            link.close();
        }
    }

    void close() {
        open = false;
        board.close();
        link.close();
    }
}
