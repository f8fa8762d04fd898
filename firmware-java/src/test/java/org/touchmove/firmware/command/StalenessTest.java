package org.touchmove.firmware.command;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class StalenessTest {

    private static final Instant NOW = Instant.parse("2026-11-30T23:00:00Z");

    private static CommandRequest issued(Instant at) {
        return new CommandRequest("c7", at, new ArbiterCommand.PauseClock());
    }

    @Test
    void default_acceptsUpTo30sOld_and5sAhead_inclusive() {
        Staleness s = Staleness.DEFAULT;
        assertThatCode(() -> s.check(issued(NOW), NOW)).doesNotThrowAnyException();
        assertThatCode(() -> s.check(issued(NOW.minusSeconds(30)), NOW)).doesNotThrowAnyException();
        assertThatCode(() -> s.check(issued(NOW.plusSeconds(5)), NOW)).doesNotThrowAnyException();
    }

    @Test
    void default_refusesOlder_orFurtherAhead_namingIssuedAt_andEchoingTheId() {
        assertThatThrownBy(() -> Staleness.DEFAULT.check(issued(NOW.minusMillis(30_001)), NOW))
                .isInstanceOfSatisfying(CommandException.class, e -> {
                    org.assertj.core.api.Assertions.assertThat(e.field()).isEqualTo("issuedAt");
                    org.assertj.core.api.Assertions.assertThat(e.id()).isEqualTo("c7");
                })
                .hasMessage("\"issuedAt\": 2026-11-30T22:59:29.999Z is stale (30001 ms old); expected at most 30000 ms"
                        + " before 2026-11-30T23:00:00Z: send the command again if it still stands");
        assertThatThrownBy(() -> Staleness.DEFAULT.check(issued(NOW.plusMillis(5_001)), NOW))
                .hasMessageStartingWith("\"issuedAt\": 2026-11-30T23:00:05.001Z is 5001 ms ahead of the board's clock");
    }

    @Test
    void undated_isRefused() {
        assertThatThrownBy(() -> Staleness.DEFAULT.check(issued(null), NOW))
                .hasMessageStartingWith("\"issuedAt\": missing;");
    }

    @Test
    void limits_areConfigurable_andChecked() {
        Staleness tight = new Staleness(Duration.ofSeconds(2), Duration.ZERO);
        assertThatCode(() -> tight.check(issued(NOW.minusSeconds(2)), NOW)).doesNotThrowAnyException();
        assertThatThrownBy(() -> tight.check(issued(NOW.minusSeconds(3)), NOW)).isInstanceOf(CommandException.class);
        assertThatThrownBy(() -> tight.check(issued(NOW.plusMillis(1)), NOW)).isInstanceOf(CommandException.class);
        assertThatThrownBy(() -> new Staleness(Duration.ZERO, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Staleness(Duration.ofSeconds(1), Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void extremeInstants_doNotOverflow() {
        assertThatThrownBy(() -> Staleness.DEFAULT.check(issued(Instant.MIN), Instant.MAX))
                .isInstanceOf(CommandException.class);
        assertThatThrownBy(() -> Staleness.DEFAULT.check(issued(Instant.MAX), Instant.MIN))
                .isInstanceOf(CommandException.class);
    }
}
