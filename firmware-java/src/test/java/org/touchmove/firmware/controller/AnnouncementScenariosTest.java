package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.AnnouncementKind;

/**
 * Appendix D through the whole controller (docs/announcements.md): with {@code announce.enabled = true} every
 * completed move, flag-fall, irregularity and result is announced right after its event, and the times on request
 * by the OK button and the {@code announce-time} command. Each scenario runs in virtual time on the simulated board;
 * the simulator's speaker must have said exactly what the events carry.
 */
class AnnouncementScenariosTest {

    private static final Map<String, String> ON = Map.of("announce.enabled", "true");

    /** The announcements of a script, projected, after checking each follows its event and was spoken. */
    private static List<String> announced(String script) {
        return announced(ScenarioRun.play(script, ON));
    }

    private static List<String> announced(ScenarioRun run) {
        List<Event> events = run.events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).body() instanceof AnnounceEvent a && a.kind() != AnnouncementKind.TIME) {
                // Right after the event it announces: same input, same instant, next seq.
                Event announcedEvent = events.get(i - 1);
                assertThat(announcedEvent.type()).as("event before '%s'", a.text()).isEqualTo(switch (a.kind()) {
                    case MOVE -> "move";
                    case FLAG -> "flag";
                    case IRREGULARITY -> "irregularity";
                    case RESULT -> "result";
                    case TIME -> throw new AssertionError("time announcements were filtered out");
                });
                assertThat(events.get(i).seq()).isEqualTo(announcedEvent.seq() + 1);
                assertThat(events.get(i).monoMs()).isEqualTo(announcedEvent.monoMs());
                assertThat(a.lang()).isEqualTo("en");
            }
        }
        List<AnnounceEvent> bodies = events.stream().filter(e -> e.body() instanceof AnnounceEvent)
                .map(e -> (AnnounceEvent) e.body()).toList();
        assertThat(run.session().speaker().texts()).as("spoken").isEqualTo(bodies.stream().map(AnnounceEvent::text)
                .toList());
        return run.projected("announce");
    }

    @Test
    void quietMovesChecksAndCaptures() {
        assertThat(announced("spoken-check")).containsExactly(
                "@1500 announce move Pawn e4",
                "@3000 announce move Pawn f6",
                "@4500 announce move Queen h5, check",
                "@6000 announce move Pawn g6",
                "@7800 announce move Queen takes g6, check",
                "@9600 announce move Pawn takes g6");
    }

    @Test
    void pawnCapture() {
        assertThat(announced("capture-victim-first")).containsExactly(
                "@1500 announce move Pawn e4", "@3000 announce move Pawn d5", "@4800 announce move Pawn takes d5");
    }

    @Test
    void bothCastlings() {
        assertThat(announced("castling-king-first")).containsExactly(
                "@2100 announce move Short castling", "@4200 announce move Long castling");
        assertThat(announced("castling-queenside-king-first")).extracting(s -> s.substring(s.indexOf(' ') + 1))
                .containsExactly("announce move Long castling");
    }

    @Test
    void enPassant() {
        assertThat(announced("en-passant-victim-first")).extracting(s -> s.substring(s.indexOf(' ') + 1))
                .containsExactly("announce move Pawn d5", "announce move Pawn takes d6 en passant");
    }

    @Test
    void promotionsSayThePieceChosen() {
        // The promotion piece is chosen with plus and minus: the time button (ok by default) leaves them alone.
        assertThat(announced("promotion-choice")).extracting(s -> s.substring(s.indexOf(' ') + 1)).containsExactly(
                "announce move Pawn a8, promotes to Bishop",
                "announce move Pawn g1, promotes to Queen",
                "announce move Pawn b8, promotes to Knight");
        assertThat(announced("promotion-capture-choice")).extracting(s -> s.substring(s.indexOf(' ') + 1))
                .containsExactly("announce move Pawn takes b8, promotes to Knight");
    }

    @Test
    void mateThenTheResult() {
        assertThat(announced("mate-before-flag")).containsExactly(
                "@1000 announce move Pawn f3",
                "@2000 announce move Pawn e5",
                "@3000 announce move Pawn g4",
                "@13030 announce move Queen h4, checkmate",
                "@13030 announce result Black wins by checkmate");
    }

    @Test
    void otherResults() {
        assertThat(announced("stalemate")).containsExactly(
                "@2830 announce move Queen f7", "@2830 announce result Draw by stalemate");
        assertThat(announced("result-gesture-draw")).containsExactly("@4830 announce result Draw by agreement");
    }

    @Test
    void flagFallThenTheResult() {
        assertThat(announced("flag-fall")).containsExactly(
                "@2137 announce move Pawn e4",
                "@12137 announce flag Black's flag has fallen",
                "@12137 announce result White wins on time");
    }

    @Test
    void irregularities() {
        assertThat(announced("illegal-move-standard")).containsExactly(
                "@1500 announce move Pawn e4",
                "@3000 announce irregularity Illegal move by Black",
                "@5500 announce move Pawn e5");
        assertThat(announced("touch-move")).containsExactly(
                "@2100 announce move Pawn e4",
                "@2100 announce irregularity Touched piece must be moved by White");
        assertThat(announced("press-without-move")).containsExactly(
                "@1000 announce irregularity Clock pressed without a move by White",
                "@2000 announce move Pawn e4");
    }

    @Test
    void timesOnRequestByTheOkButtonAndByCommand() {
        ScenarioRun run = ScenarioRun.play("spoken-times", ON);
        assertThat(run.replies()).extracting(CommandReply::accepted).containsOnly(true);
        assertThat(announced(run)).containsExactly(
                // ok at 1000: White's clock has run 1 s; no move made yet
                "@1000 announce time White 4 minutes 59 seconds, Black 5 minutes, no moves",
                "@1500 announce move Pawn e4",
                // announce-time at 64250: White 300 500 after e4 (+2 s), Black 237 250 (rounded down), 1 move
                "@64250 announce time White 5 minutes, Black 3 minutes 57 seconds, 1 move",
                "@64750 announce move Pawn e5",
                // ok at 65750: Black 238 750 after e5, White 300 500 - 1 000; moves made: 1 (White's count)
                "@65750 announce time White 4 minutes 59 seconds, Black 3 minutes 58 seconds, 1 move");
    }

    @Test
    void withoutAClockTheNumberOfMovesAlone() {
        ScenarioRun run = ScenarioRun.playText("tc none\nsetup startpos\nwait 1000\nlift e2\nwait 300\nplace e4\n"
                + "wait 3000\nbutton ok\n", ON);
        assertThat(run.command(new ArbiterCommand.AnnounceTime()).accepted()).isTrue();
        assertThat(announced(run)).containsExactly(
                "@2830 announce move Pawn e4", "@4300 announce time 1 move", "@4300 announce time 1 move");
    }

    @Test
    void offByDefault_nothingAnnouncedAndTheTimeRequestRefused() {
        ScenarioRun run = ScenarioRun.play("spoken-check");
        assertThat(run.moves()).hasSize(6);
        assertThat(run.projected("announce")).isEmpty();
        assertThat(run.session().speaker().texts()).isEmpty();
        CommandReply reply = run.command(new ArbiterCommand.AnnounceTime());
        assertThat(reply.accepted()).isFalse();
        assertThat(reply.reason()).contains("announce.enabled");
    }

    @Test
    void onlyTheConfiguredKinds() {
        ScenarioRun run = ScenarioRun.play("flag-fall", Map.of("announce.enabled", "true", "announce.kinds",
                "flag,result"));
        assertThat(announced(run)).containsExactly(
                "@12137 announce flag Black's flag has fallen", "@12137 announce result White wins on time");
        assertThat(run.command(new ArbiterCommand.AnnounceTime()).reason()).contains("announce.kinds");
    }

    @Test
    void inTheConfiguredLanguage() {
        ScenarioRun run = ScenarioRun.play("castling-king-first", Map.of("announce.enabled", "true",
                "announce.language", "de"));
        assertThat(run.projected("announce")).containsExactly(
                "@2100 announce move Kurze Rochade", "@4200 announce move Lange Rochade");
        assertThat(run.events()).filteredOn(e -> e.body() instanceof AnnounceEvent)
                .extracting(e -> ((AnnounceEvent) e.body()).lang()).containsOnly("de");
        assertThat(run.session().speaker().texts()).containsExactly("Kurze Rochade", "Lange Rochade");
    }

    @Test
    void anotherTimeButton() {
        ScenarioRun run = ScenarioRun.playText("tc 60\nsetup startpos\nstart\nwait 2500\nbutton pause\nbutton ok\n",
                Map.of("announce.enabled", "true", "announce.timeButton", "pause"));
        // pause asks for the time instead of pausing (the clock runs on); ok is then nothing.
        assertThat(run.projected("announce", "clock")).containsExactly(
                "@0 clock w=60000 b=60000 running=white start",
                "@2500 announce time White 57 seconds, Black 1 minute, no moves");
    }
}
