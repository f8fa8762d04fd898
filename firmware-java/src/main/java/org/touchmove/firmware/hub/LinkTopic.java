package org.touchmove.firmware.hub;

import java.util.Optional;

/**
 * A link's retained status topic, {@code <links root><linkId>/status} (docs/mqtt.md, "Many boards on one
 * connection"); the links root is the sibling of the board root, e.g. {@code touchmove/v1/links/} beside
 * {@code touchmove/v1/boards/} ({@link HubSettings#linksRoot()}).
 */
record LinkTopic(String linkId) {

    static Optional<LinkTopic> parse(String linksRoot, String topic) {
        if (!topic.startsWith(linksRoot)) {
            return Optional.empty();
        }
        String rest = topic.substring(linksRoot.length());
        if (!rest.endsWith("/status")) {
            return Optional.empty();
        }
        String link = rest.substring(0, rest.length() - "/status".length());
        return link.isEmpty() || link.contains("/") ? Optional.empty() : Optional.of(new LinkTopic(link));
    }

    /** The subscription for every link's status. */
    static String filter(String linksRoot) {
        return linksRoot + "+/status";
    }
}
