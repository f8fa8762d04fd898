package org.touchmove.hal.testing;

import java.util.function.Predicate;

/** The stacks of a process's threads, for a failing wait to say what each thread was doing. */
public final class ThreadStacks {

    private ThreadStacks() {
    }

    /** Each thread whose name {@code named} accepts: its name and state, then its top {@code frames} frames. */
    public static String of(Predicate<String> named, int frames) {
        StringBuilder out = new StringBuilder();
        Thread.getAllStackTraces().forEach((t, stack) -> {
            if (named.test(t.getName())) {
                out.append(t.getName()).append(' ').append(t.getState()).append('\n');
                for (int i = 0; i < Math.min(frames, stack.length); i++) {
                    out.append("  ").append(stack[i]).append('\n');
                }
            }
        });
        return out.toString();
    }
}
