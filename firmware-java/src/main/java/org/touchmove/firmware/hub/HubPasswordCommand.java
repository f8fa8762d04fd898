package org.touchmove.firmware.hub;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code touchmove hub-password}: reads the arbiter's password (typed twice without echo on a terminal, else the first
 * line of standard input) and prints the configuration line with its slow hash. Never from the command line, where
 * {@code ps} and the shell's history would show it.
 */
@Command(name = "hub-password", mixinStandardHelpOptions = true,
        description = "Reads the arbiter's password (a terminal: typed twice, hidden; otherwise the first line of"
                + " standard input) and prints 'hub.arbiter.passwordHash = pbkdf2-sha256$...' for the hub's"
                + " configuration (docs/hub.md, \"Security\")")
public final class HubPasswordCommand implements Callable<Integer> {

    @Override
    public Integer call() throws IOException {
        String password;
        Console console = System.console();
        if (console != null) {
            char[] first = console.readPassword("arbiter password: ");
            char[] again = console.readPassword("again: ");
            if (first == null || again == null || !Arrays.equals(first, again)) {
                System.err.println("touchmove hub-password: the two passwords differ; nothing printed");
                return 2;
            }
            password = new String(first);
            Arrays.fill(first, '\0');
            Arrays.fill(again, '\0');
        } else {
            password = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        }
        if (password == null || password.strip().length() < PasswordHash.MIN_PASSWORD_LENGTH) {
            System.err.println("touchmove hub-password: the password must be at least "
                    + PasswordHash.MIN_PASSWORD_LENGTH + " characters");
            return 2;
        }
        // Stripped as the configuration file's value would be, so both ways of giving it log in alike.
        System.out.println("hub.arbiter.passwordHash = "
                + PasswordHash.of(password.strip(), PasswordHash.ITERATIONS).encoded());
        return 0;
    }
}
