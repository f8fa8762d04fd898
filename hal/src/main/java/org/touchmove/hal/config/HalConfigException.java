package org.touchmove.hal.config;

import java.util.List;

/** The HAL configuration is wrong; the message lists every problem, each naming its key. */
public final class HalConfigException extends IllegalArgumentException {

    private final List<String> problems;

    public HalConfigException(List<String> problems) {
        super("invalid hardware configuration:\n  - " + String.join("\n  - ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
