package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.touchmove.hal.text.Excerpt;

/**
 * A broker list as every command and configuration writes it (docs/brokers.md, "Broker lists"): one URI or a comma
 * list, {@code tcp://host:1883} or {@code ssl://host:8883}, tried in order, first to last, on every connection. The one
 * parser of {@code --mqtt URI[,URI...]} (replay, run) and {@code mqtt.uris}, so both are spelt and checked alike.
 */
public final class BrokerUris {

    private BrokerUris() {
    }

    /**
     * The URIs of {@code text}, in order.
     *
     * @param name what the list is called in a message: {@code mqtt.uris} or {@code --mqtt}
     * @throws IllegalArgumentException {@code name: reason}, naming the entry: an empty entry, not a URI, a scheme
     *                                  other than tcp or ssl, no host or no port
     */
    public static List<URI> parse(String name, String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(name + ": no broker URI; e.g. tcp://127.0.0.1:1883");
        }
        List<URI> all = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String one = part.strip();
            if (one.isEmpty()) {
                throw new IllegalArgumentException(name + ": an empty entry in the broker list '"
                        + Excerpt.of(text) + "'");
            }
            URI uri;
            try {
                uri = new URI(one);
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException(name + ": '" + Excerpt.of(one) + "' is not a URI: " + e.getReason(),
                        e);
            }
            String scheme = uri.getScheme();
            if (!"tcp".equals(scheme) && !"ssl".equals(scheme)) {
                throw new IllegalArgumentException(name + ": '" + Excerpt.of(one) + "' must start with tcp:// or ssl://");
            }
            if (uri.getHost() == null || uri.getPort() < 1) {
                throw new IllegalArgumentException(name + ": '" + Excerpt.of(one)
                        + "' needs a host and a port, e.g. tcp://broker.local:1883");
            }
            all.add(uri);
        }
        return List.copyOf(all);
    }

    /** The list as it is written: {@code tcp://a:1883,tcp://b:1883}. */
    public static String text(List<URI> uris) {
        return uris.stream().map(URI::toString).collect(Collectors.joining(","));
    }
}
