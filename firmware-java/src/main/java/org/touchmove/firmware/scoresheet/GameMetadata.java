package org.touchmove.firmware.scoresheet;

import java.util.List;
import java.util.Objects;

/**
 * What the head of a paper scoresheet holds (Art. 8.1.1: names, event, round), as PGN tags.
 *
 * @param event                   PGN Event
 * @param site                    PGN Site
 * @param date                    PGN Date, {@code YYYY.MM.DD} ({@code ?} for unknown parts)
 * @param round                   PGN Round
 * @param white                   PGN White, "Surname, Forename"
 * @param black                   PGN Black
 * @param timeControl             PGN TimeControl, {@code -} without a clock
 * @param arbiter                 the arbiter's name for the Arbiter tag, empty where none is named
 * @param arbiterSignOffRequired  the rules of the event ask the arbiter to sign the scoresheet too
 */
public record GameMetadata(String event, String site, String date, String round, String white, String black,
                           String timeControl, String arbiter, boolean arbiterSignOffRequired) {

    public GameMetadata {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(site, "site");
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(arbiter, "arbiter");
        if (!date.matches("[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}")) {
            throw new IllegalArgumentException("PGN date must be YYYY.MM.DD (with ? for unknown), not '" + date + "'");
        }
    }

    /** The headers an arbiter may correct, by their PGN tag names. */
    public static final List<String> HEADERS = List.of("Event", "Site", "Date", "Round", "White", "Black");

    /** The value of one of {@link #HEADERS}. */
    public String header(String tag) {
        return switch (tag) {
            case "Event" -> event;
            case "Site" -> site;
            case "Date" -> date;
            case "Round" -> round;
            case "White" -> white;
            case "Black" -> black;
            default -> throw new IllegalArgumentException("not a header: '" + tag + "' (one of " + HEADERS + ")");
        };
    }

    /** The same metadata with one of {@link #HEADERS} changed. */
    public GameMetadata withHeader(String tag, String value) {
        header(tag);
        return new GameMetadata(tag.equals("Event") ? value : event, tag.equals("Site") ? value : site,
                tag.equals("Date") ? value : date, tag.equals("Round") ? value : round,
                tag.equals("White") ? value : white, tag.equals("Black") ? value : black,
                timeControl, arbiter, arbiterSignOffRequired);
    }
}
