package org.touchmove.sim;

/** A hand action at a virtual time. */
public record TimedAction(long atNanos, HandAction action) {
}
