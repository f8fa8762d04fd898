package org.touchmove.hal.serial;

/**
 * CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR
 * (check value 0x29B1 for the ASCII bytes "123456789"). Chosen because every microcontroller
 * SDK ships it and its bit-at-a-time form fits in a few lines of C.
 */
public final class Crc16 {

    private Crc16() {
    }

    public static int compute(byte[] data, int offset, int length) {
        int crc = 0xFFFF;
        for (int i = offset; i < offset + length; i++) {
            crc ^= (data[i] & 0xFF) << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
        }
        return crc & 0xFFFF;
    }
}
