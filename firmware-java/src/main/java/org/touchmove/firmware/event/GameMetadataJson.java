package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/**
 * The game's metadata as JSON fields, the same in the {@code new-game} event (docs/events.md) and the
 * {@code new-game} command (docs/commands.md): each field written only where known (absent, not null, when unknown).
 */
public final class GameMetadataJson {

    private GameMetadataJson() {
    }

    public static void writeFields(JsonGenerator g, GameMetadata m) throws IOException {
        writeIfKnown(g, "event", m.event());
        writeIfKnown(g, "site", m.site());
        writeIfKnown(g, "date", m.date());
        writeIfKnown(g, "round", m.round());
        if (m.board() != null) {
            g.writeNumberField("board", m.board());
        }
        writeIfKnown(g, "white", m.white());
        writeIfKnown(g, "black", m.black());
        writeIfKnown(g, "whiteFideId", m.whiteFideId());
        writeIfKnown(g, "blackFideId", m.blackFideId());
        if (m.whiteElo() != null) {
            g.writeNumberField("whiteElo", m.whiteElo());
        }
        if (m.blackElo() != null) {
            g.writeNumberField("blackElo", m.blackElo());
        }
    }

    private static void writeIfKnown(JsonGenerator g, String field, String value) throws IOException {
        if (value != null) {
            g.writeStringField(field, value);
        }
    }
}
