/**
 * A board's event journal: append-only segment files of CRC-framed records, group commit, recovery of a torn tail
 * after a crash, retention, and the read side consumers replay from (docs/journal.md). {@link
 * org.touchmove.firmware.journal.Durable} holds the fsyncs of files and directories that durability rests on.
 */
package org.touchmove.firmware.journal;
