/**
 * The game controller of one board: readings and presses in, events out. {@code GameController} routes them to the
 * game in progress and its clock, the press judge (Art. 6.2, 7.5.3), the flag judge (Art. 6.9, 7.5.5), the event
 * writer, the arbiter's operations, the announcements (Appendix D) and the scoresheet (Art. 8.1); it knows nothing of
 * where its input comes from (hardware, simulator, replay).
 */
package org.touchmove.firmware.controller;
