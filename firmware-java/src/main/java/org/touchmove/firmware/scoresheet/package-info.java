/**
 * The electronic scoresheet (FIDE Laws Art. 8.1.1.1: an approved electronic equivalent of the scoresheet):
 * the board's record of a game, signed off by both players (and the arbiter where the event requires) with a
 * clock-button gesture, then locked so that only an arbiter command can change it, every change kept with
 * its time; exported as standard PGN. Pure values: no I/O, time is passed in. See docs/scoresheet.md.
 */
package org.touchmove.firmware.scoresheet;
