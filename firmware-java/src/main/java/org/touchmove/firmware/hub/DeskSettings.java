package org.touchmove.firmware.hub;

import java.time.Duration;
import java.util.Map;
import java.util.Set;

/**
 * The arbiter's desk's settings (docs/hub.md, "Configuration").
 *
 * @param offlineRealert {@code hub.desk.offlineRealertSeconds}: a board offline this long raises its alert, and again
 *                       after each further spell as long; zero: never
 */
record DeskSettings(Duration offlineRealert) {

    static final Set<String> KEYS = Set.of("hub.desk.offlineRealertSeconds");
    static final DeskSettings DEFAULTS = new DeskSettings(Desk.DEFAULT_REALERT);

    static DeskSettings fromMap(Map<String, String> m, String source) {
        String key = "hub.desk.offlineRealertSeconds";
        String v = m.get(key);
        if (v == null) {
            return DEFAULTS;
        }
        long s;
        try {
            s = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ": " + key + ": must be a whole number, was '" + v + "'");
        }
        if (s < 0 || s > 86_400) {
            throw new IllegalArgumentException(source + ": " + key + ": must be between 0 and 86400, was " + s);
        }
        return new DeskSettings(Duration.ofSeconds(s));
    }
}
