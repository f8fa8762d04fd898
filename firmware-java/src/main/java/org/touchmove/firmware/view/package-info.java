/**
 * A board's state rebuilt from its events: {@link org.touchmove.firmware.view.BoardViews} folds events into the
 * immutable {@link org.touchmove.firmware.view.BoardView}, {@link org.touchmove.firmware.view.BoardViewJson} writes it
 * (whole, and as the retained MQTT snapshots), {@link org.touchmove.firmware.view.GamePgn} renders its game as PGN.
 * Pure: no I/O, no clock, no threads. docs/state-view.md is the documented format.
 */
package org.touchmove.firmware.view;
