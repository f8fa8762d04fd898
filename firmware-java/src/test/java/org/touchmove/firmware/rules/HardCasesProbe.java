package org.touchmove.firmware.rules;

import java.nio.file.Files;
import java.nio.file.Path;

/** Development probe: "SIDE LABEL fen" lines from a file, prints the verdict counts. */
public final class HardCasesProbe {
    private HardCasesProbe() {
    }

    public static void main(String[] args) throws Exception {
        int found = 0;
        int total = 0;
        long t0 = System.nanoTime();
        MateBudget budget = args.length > 2 ? new MateBudget(Integer.parseInt(args[2]), Integer.parseInt(args[3]),
                24, Integer.parseInt(args[4])) : MateBudget.FULL;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            String[] f = line.split(" ", 3);
            MateVerdict v = Unwinnability.analyse(Position.fromFen(f[2]), Color.valueOf(f[0]), budget);
            total++;
            if (v.mateability().name().equals(f[1])) {
                found++;
            } else if (!v.undecided()) {
                System.out.println("WRONG " + line + " " + v);
            } else if (args.length > 1 && args[1].equals("v")) {
                System.out.println("open " + line);
            }
        }
        System.out.printf("%d of %d decided right in %.1f s%n", found, total, (System.nanoTime() - t0) / 1e9);
    }
}
