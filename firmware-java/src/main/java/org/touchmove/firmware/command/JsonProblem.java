package org.touchmove.firmware.command;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Pattern;

/**
 * Says in one line what is wrong with a JSON text that a stranger sent (a command) and where:
 * "{@code <problem> at line L, column C}". Jackson's own message is not shown whole: it names the (redacted) source,
 * spans lines, and for a limit (a number of more than 1000 digits, nesting deeper than 1000) names the Java setting
 * behind it and carries no location.
 */
public final class JsonProblem {

    private static final Pattern NESTED_LOCATION =
            Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");
    private static final Pattern SETTING = Pattern.compile(",? from `[^`]*`");
    private static final int MAX_PROBLEM_CHARS = 200;

    private JsonProblem() {
    }

    /** @param parser the parser that failed: where it stopped is the location when the exception has none */
    public static String describe(JsonProcessingException e, JsonParser parser) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        String problem = SETTING.matcher(NESTED_LOCATION.matcher(String.valueOf(e.getOriginalMessage()))
                .replaceAll("line $1, column $2")).replaceAll("").replace('\n', ' ').replace('\r', ' ');
        // The message quotes the token it stopped at, which may be a long stretch of the input.
        if (problem.length() > MAX_PROBLEM_CHARS) {
            problem = problem.substring(0, MAX_PROBLEM_CHARS - 3) + "...";
        }
        return problem + " at line " + at.getLineNr() + ", column " + at.getColumnNr();
    }
}
