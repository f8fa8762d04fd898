package org.touchmove.hal;

/**
 * What a clock display shows: both times already formatted (h:mm:ss, tenths under 20 s), the
 * move counter, and which side's time runs ({@code null} when stopped).
 */
public record ClockFace(String white, String black, int moveNumber, ClockButton running) {
}
