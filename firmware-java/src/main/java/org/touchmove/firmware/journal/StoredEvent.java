package org.touchmove.firmware.journal;

/**
 * One durable event as the journal holds it: its {@code seq} and its JSON line (docs/events.md), exactly the
 * bytes every consumer receives.
 *
 * @param seq  the event's sequence number (per board, strictly increasing, never reused)
 * @param type the event's {@code type} field, so a consumer can route without parsing
 * @param json the event as one JSON object (UTF-8, no trailing newline)
 */
public record StoredEvent(long seq, String type, String json) {
}
