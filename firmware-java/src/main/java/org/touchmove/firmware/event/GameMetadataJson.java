package org.touchmove.firmware.event;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/**
 * The game's metadata as JSON fields, the same in the {@code new-game} event (docs/events.md) and the
 * {@code new-game} command (docs/commands.md): each field written only where known (absent, not null, when unknown).
 */
public final class GameMetadataJson {

    /**
     * Where the fields go: an event's {@link JsonLine} (which cannot fail: {@code E} is unchecked), or a command's
     * generator ({@code IOException}).
     */
    interface Fields<E extends Exception> {

        void stringField(String name, String value) throws E;

        void numberField(String name, long value) throws E;
    }

    private GameMetadataJson() {
    }

    public static void writeFields(JsonGenerator g, GameMetadata m) throws IOException {
        writeFields(new Fields<IOException>() {
            @Override
            public void stringField(String name, String value) throws IOException {
                g.writeStringField(name, value);
            }

            @Override
            public void numberField(String name, long value) throws IOException {
                g.writeNumberField(name, value);
            }
        }, m);
    }

    static <E extends Exception> void writeFields(Fields<E> out, GameMetadata m) throws E {
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

    private static <E extends Exception> void writeIfKnown(Fields<E> out, String field, String value) throws E {
        if (value != null) {
            out.stringField(field, value);
        }
    }
}
