/**
 * Tooling that drives the controller on a simulated board: sessions in virtual time, scripted and PGN-played
 * hands, replay of real games, live replay into MQTT or DGT, and many boards in one JVM. It sits beside the
 * command line, above the controller; the controller never imports it.
 */
package org.touchmove.firmware.simulation;
