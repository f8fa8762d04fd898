package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import java.util.Objects;
import org.touchmove.firmware.event.AnnounceEvent;

/** Words to speak, in a language, about one thing that happened. */
public record Announcement(AnnouncementKind kind, String language, String text) {

    public Announcement {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(text, "text");
    }

    /** The body of the {@code announce} event (docs/events.md). */
    public AnnounceEvent toEvent() {
        return new AnnounceEvent(text, language, kind);
    }
}
