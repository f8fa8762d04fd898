package org.touchmove.firmware.dgt;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.dgt.DgtLink;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessageCodec;
import org.touchmove.hal.dgt.wire.HostCommand;
import org.touchmove.hal.dgt.wire.HostCommandReader;

/**
 * One host on one link: its own emulated board, fed by the host's bytes until the link closes.
 * Messages go out through a bounded queue and a writer thread, so a host that stops reading never
 * holds up the controller's thread; a host that falls {@link #QUEUE_MESSAGES} messages behind is
 * dropped.
 */
final class DgtConnection {

    private static final Logger log = LoggerFactory.getLogger(DgtConnection.class);
    /** About a game's worth of messages (a 9600-baud line carries ~100 field updates a second). */
    static final int QUEUE_MESSAGES = 4096;

    private final DgtLink link;
    private final EmulatedBoard board;
    private final BlockingQueue<byte[]> outgoing = new ArrayBlockingQueue<>(QUEUE_MESSAGES);
    private final Thread writer;
    private volatile boolean open = true;

    DgtConnection(DgtLink link, DgtBoardSource source, DgtOptions options) {
        this.link = link;
        this.writer = new Thread(this::writeLoop, "dgt-writer " + link.name());
        this.writer.setDaemon(true);
        this.writer.start();
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

    /** Called under the board's lock, on the controller's or the reader's thread: never blocks. */
    private void send(BoardMessage message) {
        if (open && !outgoing.offer(BoardMessageCodec.encode(message))) {
            log.warn("DGT host {} is {} messages behind, dropping it", link.name(), QUEUE_MESSAGES);
            open = false;
            writer.interrupt();
        }
    }

    private void writeLoop() {
        try {
            while (open) {
                byte[] bytes = outgoing.poll(100, TimeUnit.MILLISECONDS);
                if (bytes != null) {
                    link.write(bytes);
                }
            }
        } catch (IOException e) {
            log.warn("DGT host {} unreachable, closing: {}", link.name(), e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            open = false;
            link.close();
        }
    }

    void close() {
        open = false;
        board.close();
        writer.interrupt();
        link.close();
    }
}
