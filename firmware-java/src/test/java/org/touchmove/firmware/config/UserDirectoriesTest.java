package org.touchmove.firmware.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The state directory follows XDG (issue 25: it ignored HOME and XDG_STATE_HOME, taking user.home from passwd). */
class UserDirectoriesTest {

    private static final String PASSWD_HOME = "/home/from-passwd";

    @Test
    void xdgStateHomeWins() {
        UserDirectories d = UserDirectories.of(Map.of("HOME", "/h", "XDG_STATE_HOME", "/x/state"), PASSWD_HOME);
        assertThat(d.touchmoveState()).isEqualTo(Path.of("/x/state/touchmove"));
        assertThat(d.home()).isEqualTo(Path.of("/h"));
    }

    @Test
    void elseHomeDotLocalState() {
        assertThat(UserDirectories.of(Map.of("HOME", "/h"), PASSWD_HOME).touchmoveState())
                .isEqualTo(Path.of("/h/.local/state/touchmove"));
    }

    @Test
    void unsetEmptyOrRelativeValuesAreIgnored() {
        assertThat(UserDirectories.of(Map.of(), PASSWD_HOME).touchmoveState())
                .isEqualTo(Path.of(PASSWD_HOME, ".local/state/touchmove"));
        assertThat(UserDirectories.of(Map.of("HOME", "", "XDG_STATE_HOME", "relative/state"), PASSWD_HOME)
                .touchmoveState()).isEqualTo(Path.of(PASSWD_HOME, ".local/state/touchmove"));
    }
}
