package org.touchmove.hal.gpio;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.touchmove.hal.ClockButton;

/**
 * GPIO pin numbers (BCM numbering, as Pi4J addresses them) of a matrix board and its clock buttons.
 *
 * @param rows           the 8 row pins, driven; row i is matrix row i (sensor indices 8i..8i+7)
 * @param columns        the 8 column pins, read; column j is bit j of a row reading
 * @param buttons        clock button pins (any subset of the buttons)
 * @param rowsActiveHigh true: a driven row is high and a closed switch pulls its column high
 *                       (columns pulled down); false: rows are driven low, columns pulled up
 * @param buttonsActiveLow true: a pressed button pulls its pin low (pull-up fitted), the usual wiring
 */
public record GpioPins(List<Integer> rows, List<Integer> columns, Map<ClockButton, Integer> buttons,
                       boolean rowsActiveHigh, boolean buttonsActiveLow) {

    public GpioPins {
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
        buttons = buttons.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(buttons));
        if (rows.size() != 8) {
            throw new IllegalArgumentException("a chessboard matrix needs 8 row pins, got " + rows.size() + ": " + rows);
        }
        if (columns.size() != 8) {
            throw new IllegalArgumentException("a chessboard matrix needs 8 column pins, got " + columns.size()
                    + ": " + columns);
        }
        Map<Integer, String> users = new HashMap<>();
        for (int i = 0; i < 8; i++) {
            claim(users, rows.get(i), "row " + i);
            claim(users, columns.get(i), "column " + i);
        }
        for (Map.Entry<ClockButton, Integer> e : new EnumMap<>(buttons).entrySet()) {
            claim(users, e.getValue(), "button " + e.getKey().wireName());
        }
    }

    private static void claim(Map<Integer, String> users, int pin, String user) {
        if (pin < 0 || pin > 63) {
            throw new IllegalArgumentException(user + " has pin " + pin + ", expected a GPIO number 0..63");
        }
        String previous = users.putIfAbsent(pin, user);
        if (previous != null) {
            throw new IllegalArgumentException("GPIO " + pin + " is used by both " + previous + " and " + user);
        }
    }
}
