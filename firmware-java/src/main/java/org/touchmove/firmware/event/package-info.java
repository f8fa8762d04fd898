/**
 * The event schema (version 1) shared by MQTT and the command line: one JSON object per event with the
 * envelope {@code v, boardId, gameId, seq, ts, type} and the fields of its type. docs/events.md is the
 * documented format; {@link org.touchmove.firmware.event.EventJson} writes it.
 */
package org.touchmove.firmware.event;
