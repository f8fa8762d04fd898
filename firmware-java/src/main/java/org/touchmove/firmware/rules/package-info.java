/**
 * The FIDE Laws of Chess (Articles 1-5, 9.2, 9.3, 9.6) as an exact, immutable API.
 *
 * <ul>
 *   <li>Squares are ints, 0 = a1 ... 63 = h8 (rank * 8 + file): {@link org.touchmove.firmware.rules.Square}.</li>
 *   <li>{@link org.touchmove.firmware.rules.Move}: from/to/promotion; castling is the king's two-square move (e1g1).</li>
 *   <li>{@link org.touchmove.firmware.rules.Position}: immutable; {@code play} returns a new position. Internally a
 *       bitboard {@code Board} with magic slider attacks, legal generation with check and pin masks, and
 *       make/unmake, which {@link org.touchmove.firmware.rules.Perft} uses directly.</li>
 *   <li>FEN output: {@code fen()} writes the e.p. square only when an e.p. capture is legal (python-chess default,
 *       Art. 9.2.2 identity); {@code fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)} after every double step.
 *       {@code zobrist()} and {@code repetitionKey()} follow the Art. 9.2.2 rule.</li>
 *   <li>{@link org.touchmove.firmware.rules.Game}: history, automatic endings ({@code outcome()}) and claims.</li>
 *   <li>{@link org.touchmove.firmware.rules.Unwinnability}: "can this side still checkmate by any series of legal
 *       moves" (Art. 5.2.2, 6.9, 7.5.5) as a tri-state {@link org.touchmove.firmware.rules.Mateability} within a
 *       {@link org.touchmove.firmware.rules.MateBudget}; {@link org.touchmove.firmware.rules.MatingMaterial} keeps
 *       the conservative boolean and the material rule alone. See docs/dead-positions.md.</li>
 * </ul>
 * No I/O here; notation lives in {@code rules.notation}, PGN files in {@code firmware.pgn}.
 */
package org.touchmove.firmware.rules;
