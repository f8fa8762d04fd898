package org.touchmove.hal.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The one way every server of Touchmove is told where to listen: the loopback unless a host is named. */
class ListenAddressTest {

    @Test
    void aPortAloneIsTheLoopback() {
        assertThat(ListenAddress.parse("8080")).isEqualTo(new ListenAddress("127.0.0.1", 8080));
        assertThat(ListenAddress.parse("8080").isLoopback()).isTrue();
        assertThat(ListenAddress.parse("8080").describe(8080)).isEqualTo("127.0.0.1:8080 (this machine only)");
    }

    @Test
    void aNamedHostIsTaken() {
        assertThat(ListenAddress.parse("0.0.0.0:7000")).isEqualTo(new ListenAddress("0.0.0.0", 7000));
        assertThat(ListenAddress.parse("0.0.0.0:0").describe(41234))
                .isEqualTo("0.0.0.0:41234 (reachable from the network)");
        assertThat(ListenAddress.parse("[::1]:1982")).isEqualTo(new ListenAddress("::1", 1982));
        assertThat(ListenAddress.parse("[::1]:1982").describe(1982)).isEqualTo("[::1]:1982 (this machine only)");
        assertThat(ListenAddress.parse("10.0.0.5:80").isLoopback()).isFalse();
    }

    @Test
    void aBadSpecSaysWhatIsExpected() {
        assertThatThrownBy(() -> ListenAddress.parse("x")).hasMessageStartingWith("expects PORT or HOST:PORT");
        assertThatThrownBy(() -> ListenAddress.parse("host:")).hasMessageStartingWith("expects PORT or HOST:PORT");
        assertThatThrownBy(() -> ListenAddress.parse(":80")).hasMessage("empty address before the port");
        assertThatThrownBy(() -> ListenAddress.parse("99999")).hasMessage("port out of range 0..65535: 99999");
        assertThatThrownBy(() -> ListenAddress.parse("\n\u0000:x")).hasMessageContaining("\\u000a\\u0000");
    }
}
