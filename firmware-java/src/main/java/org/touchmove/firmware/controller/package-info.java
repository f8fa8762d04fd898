/**
 * The game controller of one board: readings and presses in, events out. It joins the interpreter, the clock,
 * the penalties of Art. 7 and the announcements, and knows nothing of where its input comes from (hardware,
 * simulator, replay).
 */
package org.touchmove.firmware.controller;
