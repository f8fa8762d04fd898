/**
 * The LiveChess e-board API (docs/livechess.md): the subset of DGT LiveChess 2's local WebSocket API that e-board
 * clients such as lichess's DGT page use ({@code eboards}, the {@code eboardevent} feed, the feed's {@code setup}),
 * served from Touchmove's tracking of a board (its committed events folded into a state view, never raw
 * occupancy), so a client sees every move once, after its completion.
 */
package org.touchmove.firmware.livechess;
