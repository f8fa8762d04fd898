package org.touchmove.hal.serial;

import java.util.List;

/**
 * One step of the serial fault drill: the fault's bytes, then good frames, the last of them a new occupancy.
 *
 * @param fault      what the step does to the line
 * @param damage     the fault's bytes (for {@link LineFault#UNPLUG}, what is sent before the cable is pulled)
 * @param good       good frames sent after the fault (and after the replug)
 * @param readings   sensor bits of the occupancy readings the host must deliver for this step, in order
 * @param expected   what the host must count for this step; null where the random bytes decide
 *                   ({@link LineFault#NOISE_WITH_SYNC}), which may add counts but never hide one
 * @param framesSent frames the device sent in this step, good and bad
 */
record DrillStep(LineFault fault, byte[] damage, byte[] good, List<Long> readings, FaultTally expected,
                 int framesSent) {

    boolean exact() {
        return expected != null;
    }
}
