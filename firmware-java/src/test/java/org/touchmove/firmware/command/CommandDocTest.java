package org.touchmove.firmware.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/commands.md and the parser agree: every example parses, every refusal example is refused as it says. */
class CommandDocTest {

    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)\\n```", Pattern.DOTALL);
    private static final Pattern REFUSAL_ROW = Pattern.compile("^\\| `(.+)` \\| `?([^`|]+)`? \\|$", Pattern.MULTILINE);

    @Test
    void everyCommandExample_parses_andTogetherTheyCoverEveryType() throws IOException {
        List<String> examples = blocks(section(doc(), "## Commands"));
        assertThat(examples).hasSizeGreaterThanOrEqualTo(CommandJson.types().size());
        Set<String> typesShown = new LinkedHashSet<>();
        for (String example : examples) {
            CommandRequest request = CommandJson.parse(example);
            typesShown.add(request.command().type());
            // The example says what the writer would say (same fields, same order): the doc shows the canonical form.
            assertThat(CommandJson.write(request)).as("canonical form of %s", example).isEqualTo(example);
        }
        assertThat(typesShown).containsExactlyElementsOf(CommandJson.types());
    }

    @Test
    void everyTypeHasItsSection_namingEachOfItsFields() throws IOException {
        String commands = section(doc(), "## Commands");
        for (String type : CommandJson.types()) {
            String own = section(commands, "### `" + type + "`");
            for (String field : CommandJson.fields(type)) {
                assertThat(own).as("section of %s", type).contains("`" + field + "`");
            }
        }
    }

    @Test
    void everyRefusalExample_isRefused_namingItsField() throws IOException {
        String table = section(doc(), "### Refusal examples");
        Matcher row = REFUSAL_ROW.matcher(table);
        List<String> checked = new ArrayList<>();
        while (row.find()) {
            String command = row.group(1);
            String field = row.group(2).equals("-") ? null : row.group(2);
            CommandException refusal = catchThrowableOfType(CommandException.class, () -> CommandJson.parse(command));
            assertThat(refusal).as("refusal of %s", command).isNotNull();
            assertThat(refusal.field()).as("field named for %s (%s)", command, refusal.getMessage()).isEqualTo(field);
            if (field != null) {
                assertThat(refusal.getMessage()).startsWith("\"" + field + "\": ");
            }
            checked.add(command);
        }
        assertThat(checked).hasSizeGreaterThanOrEqualTo(30);
    }

    @Test
    void replyExample_isWhatWriteReplyWrites() throws IOException {
        List<String> replies = blocks(section(doc(), "## Replies"));
        assertThat(replies).hasSize(1);
        assertThat(CommandJson.writeReply(CommandReply.accepted("c-104", "{\"...\":\"the state view\"}")))
                .isEqualTo(replies.get(0));
    }

    @Test
    void refusalFormExample_isTheParsersMessage() throws IOException {
        String refusals = section(doc(), "## Refusals");
        Matcher block = Pattern.compile("```\\n(.*?)\\n```", Pattern.DOTALL).matcher(refusals);
        assertThat(block.find()).isTrue();
        assertThatThrownBy(() -> CommandJson.parse(
                "{\"id\":\"x\",\"type\":\"adjust-time\",\"side\":\"white\",\"mode\":\"set\",\"millis\":900000000}"))
                .hasMessage(block.group(1));
    }

    private static List<String> blocks(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = JSON_BLOCK.matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** From the heading to the next heading of the same or a higher level. */
    private static String section(String text, String heading) {
        int start = text.indexOf("\n" + heading + "\n");
        assertThat(start).as("heading %s", heading).isNotNegative();
        String level = heading.substring(0, heading.indexOf(' ') + 1);
        int end = start + heading.length() + 2;
        while (true) {
            int next = text.indexOf("\n#", end);
            if (next < 0) {
                return text.substring(start);
            }
            String rest = text.substring(next + 1);
            int hashes = rest.indexOf(' ');
            if (hashes > 0 && hashes <= level.length() - 1 && rest.substring(0, hashes).chars().allMatch(c -> c == '#')) {
                return text.substring(start, next);
            }
            end = next + 1;
        }
    }

    private static String doc() throws IOException {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path doc = p.resolve("docs").resolve("commands.md");
            if (Files.isRegularFile(doc) && Files.isDirectory(p.resolve("firmware-java"))) {
                return Files.readString(doc);
            }
        }
        throw new IllegalStateException("cannot find docs/commands.md above " + Path.of("").toAbsolutePath());
    }
}
