package org.touchmove.firmware.command;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.GameMetadataJson;

/** Writes commands and replies in the form of docs/commands.md; {@link CommandJson} is the public face. */
final class CommandWriter {

    private static final JsonFactory FACTORY = new JsonFactory();

    private CommandWriter() {
    }

    static String write(CommandRequest request) {
        StringWriter out = new StringWriter(128);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("id", request.id());
            g.writeStringField("type", request.command().type());
            if (request.issuedAt() != null) {
                g.writeStringField("issuedAt", request.issuedAt().toString());
            }
            writeFields(g, request.command());
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write command JSON", e);
        }
        return out.toString();
    }

    static String writeReply(CommandReply reply) {
        StringWriter out = new StringWriter(256);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("id", reply.id());
            g.writeBooleanField("accepted", reply.accepted());
            g.writeStringField("reason", reply.reason());
            g.writeFieldName("state");
            if (reply.stateJson() == null) {
                g.writeNull();
            } else {
                // The state view is already JSON (docs/state-view.md): embedded as it is, not as a string.
                g.writeRawValue(reply.stateJson());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write command reply JSON", e);
        }
        return out.toString();
    }

    private static void writeFields(JsonGenerator g, ArbiterCommand command) throws IOException {
        // Java 17 has no pattern switch; the commands without fields fall through to the end.
        if (command instanceof ArbiterCommand.NewGame n) {
            writeIfKnown(g, "fen", n.fen());
            writeIfKnown(g, "chess960", n.chess960() && n.fen() == null ? "random" : null);
            writeIfKnown(g, "variant", n.chess960() ? "chess960" : null);
            writeIfKnown(g, "timeControl", n.timeControl());
            GameMetadataJson.writeFields(g, n.metadata() == null ? GameMetadata.NONE : n.metadata());
        } else if (command instanceof ArbiterCommand.AdjustTime a) {
            g.writeStringField("side", a.side().wireName());
            g.writeStringField("mode", a.mode().name().toLowerCase(Locale.ROOT));
            g.writeNumberField("millis", a.millis());
        } else if (command instanceof ArbiterCommand.SetMoveCount s) {
            g.writeStringField("side", s.side().wireName());
            g.writeNumberField("moves", s.moves());
        } else if (command instanceof ArbiterCommand.ChooseMove c) {
            g.writeStringField("uci", c.uci());
        } else if (command instanceof ArbiterCommand.CorrectPromotion c) {
            g.writeNumberField("ply", c.ply());
            g.writeStringField("piece", c.piece().name().toLowerCase(Locale.ROOT));
        } else if (command instanceof ArbiterCommand.Reinstate r) {
            g.writeNumberField("ply", r.ply());
        } else if (command instanceof ArbiterCommand.DeclareResult d) {
            g.writeStringField("result", d.result().pgn());
            g.writeStringField("termination", d.termination().wireName());
        } else if (command instanceof ArbiterCommand.Republish r) {
            g.writeNumberField("fromSeq", r.fromSeq());
        } else if (command instanceof ArbiterCommand.ScoresheetChange c) {
            ScoresheetChangeReader.write(g, c.change());
        } else if (command instanceof ArbiterCommand.Acknowledge a) {
            g.writeStringField("alert", a.alert());
            g.writeStringField("kind", a.kind());
            g.writeStringField("arbiter", a.arbiter());
        }
    }

    private static void writeIfKnown(JsonGenerator g, String field, String value) throws IOException {
        if (value != null) {
            g.writeStringField(field, value);
        }
    }
}
