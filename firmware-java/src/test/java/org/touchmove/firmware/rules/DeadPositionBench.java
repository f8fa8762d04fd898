package org.touchmove.firmware.rules;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
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
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] nanos = new long[cases.size()];
        long[] cpuNanos = new long[cases.size()];
        Map<String, int[]> bySource = new TreeMap<>();
        Map<MateProof, Integer> byProof = new TreeMap<>();
        int agree = 0;
        int undecided = 0;
        int wrong = 0;
        for (int i = 0; i < cases.size(); i++) {
            LabelledMateCase c = cases.get(i);
            Position p = Position.fromFen(c.fen());
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            MateVerdict v = Unwinnability.analyse(p, c.side());
            nanos[i] = System.nanoTime() - t0;
            cpuNanos[i] = threads.getCurrentThreadCpuTime() - c0;
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
        Arrays.sort(cpuNanos);
        System.out.printf("dead_questions %d count%n", cases.size());
        System.out.printf("dead_agreement %d count%n", agree);
        System.out.printf("dead_agreement_ratio %.4f ratio%n", (double) agree / cases.size());
        System.out.printf("dead_undecided %d count%n", undecided);
        System.out.printf("dead_wrong %d count%n", wrong);
        // Wall time per question, and the analysing thread's CPU time (what a shared machine does not distort).
        printTimes("dead_time", nanos);
        printTimes("dead_cpu_time", cpuNanos);
    }

    private static void printTimes(String name, long[] sorted) {
        System.out.printf("%s_median %.3f ms%n", name, sorted[sorted.length / 2] / 1e6);
        System.out.printf("%s_p99 %.3f ms%n", name, sorted[(int) Math.ceil(sorted.length * 0.99) - 1] / 1e6);
        System.out.printf("%s_max %.3f ms%n", name, sorted[sorted.length - 1] / 1e6);
    }
}
