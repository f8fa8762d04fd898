package org.touchmove.hal.dgt;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;

/** Bad dgt.* keys are refused with one message naming each. */
class DgtHardwareFactoryTest {

    @Test
    void missingPortAndBadValues_areNamed() {
        HalConfig config = HalConfig.parse(Map.of("hal.provider", "dgt", "dgt.ack-timeout-ms", "soon",
                "dgt.white-side", "middle", "dgt.colour", "x"));
        assertThatThrownBy(() -> new DgtHardwareFactory().create(config, TimeSource.system()))
                .isInstanceOf(HalConfigException.class)
                .hasMessageContaining("dgt.port' is required")
                .hasMessageContaining("dgt.ack-timeout-ms' = 'soon'")
                .hasMessageContaining("expected left or right")
                .hasMessageContaining("unknown key 'dgt.colour'");
    }
}
