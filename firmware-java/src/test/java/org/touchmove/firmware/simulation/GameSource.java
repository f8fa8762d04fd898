package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The playable games of a directory of PGN files, without end: the files in turn (one game of each, round robin),
 * games with a null move skipped, each file read again from its start once it is exhausted. Streams: one game at a
 * time per file is held.
 */
final class GameSource implements AutoCloseable {

    private final List<Path> files;
    private final PgnReader[] readers;
    private int turn;

    private GameSource(List<Path> files) {
        this.files = files;
        this.readers = new PgnReader[files.size()];
    }

    static GameSource open(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".pgn")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no .pgn files in " + dir);
        }
        return new GameSource(new ArrayList<>(files));
    }

    /** The next playable game; fails when no file has one. */
    PgnGame next() throws IOException {
        for (int tries = 0; tries < 2 * files.size(); tries++) {
            int i = turn++ % files.size();
            Optional<PgnGame> game = nextOf(i);
            if (game.isEmpty()) {
                readers[i].close();
                readers[i] = null; // exhausted: read again from the start
                game = nextOf(i);
            }
            if (game.isPresent()) {
                return game.get();
            }
        }
        throw new IOException("no playable game (all have a null move) in " + files);
    }

    private Optional<PgnGame> nextOf(int i) throws IOException {
        if (readers[i] == null) {
            readers[i] = PgnReader.open(files.get(i));
        }
        Optional<PgnGame> game;
        do {
            game = readers[i].next();
        } while (game.isPresent() && game.get().hasNullMove());
        return game;
    }

    @Override
    public void close() throws IOException {
        for (PgnReader r : readers) {
            if (r != null) {
                r.close();
            }
        }
    }
}
