package org.touchmove.firmware.publish.mqtt;

import org.slf4j.event.Level;

/**
 * A run of like failures (connection attempts to an unreachable broker) and which of them to log at WARN: the 1st,
 * 10th, 100th, ... A client retries every 0.1-2 s for as long as the broker is away; a WARN each time buries
 * everything else in the log, while the first says what is wrong and the sparse ones say it still is. The others are
 * logged at DEBUG. Not thread-safe: each client keeps one on its connecting thread.
 */
final class FailureStreak {

    private long failures;

    /** Counts one failure; returns the level to log it at: WARN for the 1st, 10th, 100th, ..., else DEBUG. */
    Level failed() {
        failures++;
        long n = failures;
        while (n % 10 == 0) {
            n /= 10;
        }
        return n == 1 ? Level.WARN : Level.DEBUG;
    }

    /** The failures so far in this run. */
    long failures() {
        return failures;
    }

    /** The run ended (a success): returns how many failures it had and starts a new one. */
    long ended() {
        long n = failures;
        failures = 0;
        return n;
    }

    /** How a WARN line ends: which attempt this is and, at the first, which ones the log will show next. */
    String note() {
        return failures == 1 ? " (further failed attempts in a row are logged at WARN at the 10th, 100th, ...)"
                : " (failed attempt " + failures + " in a row)";
    }

    /** How the success line ends after a run of failures ("" after none). */
    static String after(long failures) {
        return failures == 0 ? "" : " after " + failures + " failed attempt" + (failures == 1 ? "" : "s");
    }
}
