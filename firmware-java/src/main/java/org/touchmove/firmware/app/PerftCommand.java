package org.touchmove.firmware.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** Placeholder until the rules core lands (issue 2). */
@Command(name = "perft", mixinStandardHelpOptions = true, description = "Counts leaf nodes of the legal move tree.")
final class PerftCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new UnsupportedOperationException("perft: rules core not yet built");
    }
}
