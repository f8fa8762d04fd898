/**
 * The DGT electronic board protocol on the wire (9600 8N1, no handshake): host commands, board
 * messages and the clock commands a host sends through the board, with every byte value in
 * {@link org.touchmove.hal.dgt.wire.DgtBytes}. Written from the protocol notes in docs/dgt.md (facts
 * only, no vendor code). Shared by the emulation in the firmware and the DGT board provider in hal,
 * so both sides read the same table.
 */
package org.touchmove.hal.dgt.wire;
