package org.touchmove.firmware.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Benchmark for scripts/bench-dead: runs {@link Unwinnability#analyse} on every labelled question of the shared
 * data and prints agreement, undecided and wrong counts and the time per question, ending with
 * {@code name value unit} lines. Arguments: {@code --verbose} lists every undecided and wrong case.
 */
public final class DeadPositionBench {

    private DeadPositionBench() {
    }

    public static void main(String[] args) {
        boolean verbose = Arrays.asList(args).contains("--verbose");
        List<LabelledMateCase> cases = LabelledMateCase.all();
        // Warm-up so that the figures measure the analysis, not the JIT.
        for (int i = 0; i < Math.min(300, cases.size()); i++) {
            LabelledMateCase c = cases.get(i);
            Unwinnability.analyse(Position.fromFen(c.fen()), c.side());
        }
        long[] nanos = new long[cases.size()];
        Map<String, int[]> bySource = new TreeMap<>();
        Map<MateProof, Integer> byProof = new TreeMap<>();
        int agree = 0;
        int undecided = 0;
        int wrong = 0;
        for (int i = 0; i < cases.size(); i++) {
            LabelledMateCase c = cases.get(i);
            Position p = Position.fromFen(c.fen());
            long t0 = System.nanoTime();
            MateVerdict v = Unwinnability.analyse(p, c.side());
            nanos[i] = System.nanoTime() - t0;
            int[] counts = bySource.computeIfAbsent(c.source(), k -> new int[3]);
            byProof.merge(v.proof(), 1, Integer::sum);
            if (v.undecided()) {
                undecided++;
                counts[1]++;
                if (verbose) {
                    System.out.println("undecided " + c.side() + " " + c.expected() + " " + c.fen() + " nodes=" + v.nodes());
                }
            } else if (v.mateability() == c.expected()) {
                agree++;
                counts[0]++;
            } else {
                wrong++;
                counts[2]++;
                System.out.println("WRONG " + c.side() + " expected " + c.expected() + " got " + v + " " + c.fen());
            }
        }
        for (Map.Entry<String, int[]> e : bySource.entrySet()) {
            int[] n = e.getValue();
            System.out.printf("%s: agree %d, undecided %d, wrong %d%n", e.getKey(), n[0], n[1], n[2]);
        }
        System.out.println("answers by proof: " + byProof);
        Arrays.sort(nanos);
        System.out.printf("dead_questions %d count%n", cases.size());
        System.out.printf("dead_agreement %d count%n", agree);
        System.out.printf("dead_agreement_ratio %.4f ratio%n", (double) agree / cases.size());
        System.out.printf("dead_undecided %d count%n", undecided);
        System.out.printf("dead_wrong %d count%n", wrong);
        System.out.printf("dead_time_median %.3f ms%n", nanos[nanos.length / 2] / 1e6);
        System.out.printf("dead_time_p99 %.3f ms%n", nanos[(int) Math.min(nanos.length - 1, Math.ceil(nanos.length * 0.99) - 1)] / 1e6);
        System.out.printf("dead_time_max %.3f ms%n", nanos[nanos.length - 1] / 1e6);
    }
}
