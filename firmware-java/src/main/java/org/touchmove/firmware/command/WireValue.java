package org.touchmove.firmware.command;

import java.math.BigInteger;

/**
 * One field's value as read from a command object. Commands are flat: nested objects and arrays are read only so
 * the error can say that the field has the wrong type.
 */
sealed interface WireValue {

    /** How the error describes the value's JSON type: "a string", "a number", ... */
    String jsonType();

    record Text(String value) implements WireValue {
        public String jsonType() {
            return "a string";
        }
    }

    /** A JSON number without fraction or exponent, of any size (the range check reports the size). */
    record Whole(BigInteger value) implements WireValue {
        public String jsonType() {
            return "a whole number";
        }
    }

    /** A JSON number with a fraction or exponent: never right, every numeric field is whole. */
    record Fraction(String text) implements WireValue {
        public String jsonType() {
            return "a number with a fraction or exponent";
        }
    }

    record Bool(boolean value) implements WireValue {
        public String jsonType() {
            return "a boolean";
        }
    }

    record Null() implements WireValue {
        public String jsonType() {
            return "null";
        }
    }

    /** A nested object or array. */
    record Structure(String jsonType) implements WireValue {
    }
}
