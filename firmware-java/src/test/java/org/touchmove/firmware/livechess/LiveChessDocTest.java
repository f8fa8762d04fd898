package org.touchmove.firmware.livechess;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/** Every JSON example of docs/livechess.md parses, and each call gets the answer the page shows after it. */
class LiveChessDocTest {

    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)\\n```", Pattern.DOTALL);

    @Test
    void everyExampleParses_andEachCallIsAnsweredAsShown() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "livechess.md"));
        List<JsonNode> examples = new ArrayList<>();
        Matcher m = JSON_BLOCK.matcher(doc);
        while (m.find()) {
            examples.add(LiveChessJson.MAPPER.readTree(m.group(1)));
        }
        assertThat(examples).hasSizeGreaterThanOrEqualTo(10);

        LiveBoard board = new LiveBoard("replay-1", EBoardState.ACTIVE, afterE4(),
                Instant.ofEpochMilli(1_767_225_600_123L));
        LiveBoards boards = new LiveBoards() {
            @Override
            public List<LiveBoard> boards() {
                return List.of(board);
            }

            @Override
            public void onChange(Consumer<String> changed) {
            }
        };
        List<String> sent = new ArrayList<>();
        List<Long> due = new ArrayList<>();
        Clock wall = Clock.fixed(Instant.ofEpochMilli(1_767_225_600_456L), ZoneOffset.UTC);
        LiveChessSession session = new LiveChessSession(boards, wall, new LiveChessSession.Out() {
            @Override
            public void response(String text) {
                sent.add(text);
            }

            @Override
            public void feedDue(long feedId) {
                due.add(feedId);
            }
        });
        int calls = 0;
        for (Iterator<JsonNode> it = examples.iterator(); it.hasNext(); ) {
            JsonNode example = it.next();
            if (!example.has("call")) {
                assertThat(example.path("response").asText()).isIn("call", "feed", "error");
                assertThat(example.has("time")).isTrue();
                if (example.path("response").asText().equals("feed")) {
                    assertThat(fieldNames(example.path("param"))).containsExactly("serialnr", "flipped", "board",
                            "clock", "san", "match");
                }
                continue;
            }
            calls++;
            sent.clear();
            due.clear();
            session.handle(example.toString());
            assertThat(sent).as("answer to %s", example).hasSize(1);
            JsonNode answer = LiveChessJson.MAPPER.readTree(sent.get(0));
            JsonNode shown = examples.get(examples.indexOf(example) + 1);
            assertThat(answer.path("response").asText()).as("answer to %s", example)
                    .isEqualTo(shown.path("response").asText());
            assertThat(answer.path("id")).isEqualTo(shown.path("id"));
            if (shown.path("response").asText().equals("error")) {
                assertThat(answer.path("param").path("message")).isEqualTo(shown.path("param").path("message"));
            }
            if (example.path("call").asText().equals("eboards")) {
                assertThat(fieldNames(answer.path("param").get(0))).isEqualTo(fieldNames(shown.path("param").get(0)));
                assertThat(answer.path("param").get(0).path("board")).isEqualTo(shown.path("param").get(0).path("board"));
            }
            for (long feed : due) {
                JsonNode feedMessage = LiveChessJson.MAPPER.readTree(session.feedMessage(feed));
                assertThat(fieldNames(feedMessage.path("param"))).containsExactly("serialnr", "flipped", "board",
                        "clock", "san", "match");
            }
        }
        assertThat(calls).isEqualTo(5);
    }

    private static List<String> fieldNames(JsonNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static BoardView afterE4() {
        Position start = Position.START;
        List<Event> events = List.of(
                new Event("replay-1", "g1", 1, Instant.EPOCH, 1, new NewGameEvent(start.fen(), "5400+30", GameMode.TOURNAMENT)),
                new Event("replay-1", "g1", 2, Instant.EPOCH, 2, new ClockEvent(5_400_000, 5_400_000, Color.WHITE, ClockCause.START)),
                new Event("replay-1", "g1", 3, Instant.EPOCH, 3, new MoveEvent(1, "e4", "e2e4",
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 5_428_000L, 5_400_000L, Color.WHITE, 1,
                        CompletedBy.CLOCK_PRESS)),
                new Event("replay-1", "g1", 4, Instant.EPOCH, 4, new ClockEvent(5_428_000, 5_400_000, Color.BLACK, ClockCause.PRESS)));
        return BoardViews.of("replay-1", events);
    }
}
