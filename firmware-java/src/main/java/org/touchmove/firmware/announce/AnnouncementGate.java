package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import java.util.Objects;
import java.util.function.Consumer;
import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.hal.speech.AnnouncementSpeaker;

/**
 * Where the controller hands every announcement: it lets through only what {@code announce.enabled} and
 * {@code announce.kinds} allow, publishes it as an {@code announce} event and gives the words to the
 * speaker (which never blocks). One call per thing that happened; no chess here.
 */
public final class AnnouncementGate {

    private final AnnounceSettings settings;
    private final Announcer announcer;
    private final AnnouncementSpeaker speaker;
    private final Consumer<AnnounceEvent> publish;

    public AnnouncementGate(AnnounceSettings settings, AnnouncementSpeaker speaker, Consumer<AnnounceEvent> publish) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.announcer = settings.announcer();
        this.speaker = Objects.requireNonNull(speaker, "speaker");
        this.publish = Objects.requireNonNull(publish, "publish");
    }

    /** The words of the configured language, to build announcements with. */
    public Announcer announcer() {
        return announcer;
    }

    /** Is this kind announced at all? Lets the caller skip building words nobody hears. */
    public boolean announces(AnnouncementKind kind) {
        return settings.announces(kind);
    }

    /** Publishes and speaks {@code announcement} if its kind is enabled; returns whether it did. */
    public boolean offer(Announcement announcement) {
        if (!settings.announces(announcement.kind())) {
            return false;
        }
        publish.accept(announcement.toEvent());
        speaker.speak(announcement.text());
        return true;
    }
}
