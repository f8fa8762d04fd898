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
 * parser of {@code --mqtt URI[,URI...]} (replay, run, hub), {@code mqtt.uris} and {@code hub.mqtt.uri}, so all are
 * split and checked alike; what an entry must be is {@link Entries}.
 */
public final class BrokerUris {

    /** What each entry of a list must be, and the words of its errors (tests and docs quote them). */
    public enum Entries {
        /**
         * {@code tcp://} or {@code ssl://} with a host and a port: a board's {@code mqtt.uris} and the {@code --mqtt}
         * of replay and run. A blank list: {@code no broker URI}. Quotes are {@link Excerpt}s.
         */
        TCP_OR_SSL,
        /**
         * Any absolute URI with a host (Paho's own schemes and its default port): the hub's {@code hub.mqtt.uri} and
         * its {@code --mqtt}. A blank list is one empty entry.
         */
        ABSOLUTE_WITH_HOST
    }

    private BrokerUris() {
    }

    /** {@link #parse(String, String, Entries)} of tcp:// and ssl:// entries. */
    public static List<URI> parse(String name, String text) {
        return parse(name, text, Entries.TCP_OR_SSL);
    }

    /**
     * The URIs of {@code text}, in order.
     *
     * @param name    what the list is called in a message: {@code mqtt.uris}, {@code --mqtt} or, for the hub,
     *                {@code source: hub.mqtt.uri}
     * @param entries what each entry must be
     * @throws IllegalArgumentException {@code name: reason}, naming the entry: an empty entry, not a URI, a scheme
     *                                  other than tcp or ssl, no host or no port (as {@code entries} asks)
     */
    public static List<URI> parse(String name, String text, Entries entries) {
        if (entries == Entries.TCP_OR_SSL && (text == null || text.isBlank())) {
            throw new IllegalArgumentException(name + ": no broker URI; e.g. tcp://127.0.0.1:1883");
        }
        List<URI> all = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String one = part.strip();
            if (one.isEmpty()) {
                throw new IllegalArgumentException(name + ": an empty entry in the broker list '"
                        + (entries == Entries.TCP_OR_SSL ? Excerpt.of(text) : text) + "'");
            }
            all.add(entries == Entries.TCP_OR_SSL ? tcpOrSsl(name, one) : absoluteWithHost(name, one));
        }
        return List.copyOf(all);
    }

    private static URI tcpOrSsl(String name, String one) {
        URI uri;
        try {
            uri = new URI(one);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(name + ": '" + Excerpt.of(one) + "' is not a URI: " + e.getReason(), e);
        }
        String scheme = uri.getScheme();
        if (!"tcp".equals(scheme) && !"ssl".equals(scheme)) {
            throw new IllegalArgumentException(name + ": '" + Excerpt.of(one) + "' must start with tcp:// or ssl://");
        }
        if (uri.getHost() == null || uri.getPort() < 1) {
            throw new IllegalArgumentException(name + ": '" + Excerpt.of(one)
                    + "' needs a host and a port, e.g. tcp://broker.local:1883");
        }
        return uri;
    }

    private static URI absoluteWithHost(String name, String one) {
        URI uri;
        try {
            uri = new URI(one);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(name + ": not a URI: " + e.getMessage(), e);
        }
        if (uri.getScheme() == null || uri.getHost() == null) {
            throw new IllegalArgumentException(name + ": must be an absolute URI with a host, was '" + one + "'");
        }
        return uri;
    }

    /** The list as it is written: {@code tcp://a:1883,tcp://b:1883}. */
    public static String text(List<URI> uris) {
        return uris.stream().map(URI::toString).collect(Collectors.joining(","));
    }
}
