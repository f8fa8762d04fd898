package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The game's metadata as JSON fields, the same in the {@code new-game} event (docs/events.md) and the
 * {@code new-game} command (docs/commands.md): each field written only where known (absent, not null, when unknown).
 */
public final class GameMetadataJson {

    /** Where the fields go: an event's {@link JsonLine}, or a command's generator. */
    interface Fields {

        void stringField(String name, String value);

        void numberField(String name, long value);
    }

    private GameMetadataJson() {
    }

    public static void writeFields(JsonGenerator g, GameMetadata m) throws IOException {
        try {
            writeFields(new Fields() {
                @Override
                public void stringField(String name, String value) {
                    try {
                        g.writeStringField(name, value);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }

                @Override
                public void numberField(String name, long value) {
                    try {
                        g.writeNumberField(name, value);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }, m);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    static void writeFields(Fields out, GameMetadata m) {
        writeIfKnown(out, "event", m.event());
        writeIfKnown(out, "site", m.site());
        writeIfKnown(out, "date", m.date());
        writeIfKnown(out, "round", m.round());
        if (m.board() != null) {
            out.numberField("board", m.board());
        }
        writeIfKnown(out, "white", m.white());
        writeIfKnown(out, "black", m.black());
        writeIfKnown(out, "whiteFideId", m.whiteFideId());
        writeIfKnown(out, "blackFideId", m.blackFideId());
        if (m.whiteElo() != null) {
            out.numberField("whiteElo", m.whiteElo());
        }
        if (m.blackElo() != null) {
            out.numberField("blackElo", m.blackElo());
        }
    }

    private static void writeIfKnown(Fields out, String field, String value) {
        if (value != null) {
            out.stringField(field, value);
        }
    }
}
