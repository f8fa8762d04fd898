/**
 * What the subcommands {@code sim}, {@code replay}, {@code console} and {@code run} (the demonstration) need to drive the
 * controller on a simulated board: sessions in virtual time, scripted and PGN-played hands, replay of real games, live
 * replay into MQTT or DGT. It sits beside the command line, above the controller; the controller never imports it.
 * The benches that drive many boards (TournamentBench, BoardsBench and their checker, hub and broker) are test tooling
 * in the test tree of this package, not in the jar.
 */
package org.touchmove.firmware.simulation;
