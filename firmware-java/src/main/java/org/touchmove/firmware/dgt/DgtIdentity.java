package org.touchmove.firmware.dgt;

/**
 * What the emulated board says about itself. Touchmove's own strings, never a vendor's trademark.
 *
 * @param serialNumber     5 digits (DGT_MSG_SERIALNR)
 * @param longSerialNumber 10 digits (DGT_MSG_LONG_SERIALNR)
 * @param versionMain      board firmware version, main part
 * @param versionSub       board firmware version, sub part
 * @param clockVersion     the clock version in the version ack: main in the high nibble (2 = DGT 3000 class)
 * @param trademark        the DGT_MSG_TRADEMARK text
 * @param whiteOnLeft      White sits at the clock's left display (DGT time messages name physical sides)
 */
public record DgtIdentity(String serialNumber, String longSerialNumber, int versionMain, int versionSub,
                          int clockVersion, String trademark, boolean whiteOnLeft) {

    public static final DgtIdentity DEFAULT = new DgtIdentity("00001", "0000000001", 1, 0, 0x21,
            "Touchmove board controller 0.1 - open electronic board protocol emulation", true);

    public DgtIdentity {
        if (!serialNumber.matches("[0-9]{5}") || !longSerialNumber.matches("[0-9]{10}")) {
            throw new IllegalArgumentException("serial numbers are 5 and 10 digits, got '" + serialNumber
                    + "' and '" + longSerialNumber + "'");
        }
        if (trademark.toUpperCase(java.util.Locale.ROOT).contains("DGT")) {
            throw new IllegalArgumentException("the trademark text is Touchmove's own, not a vendor's");
        }
    }
}
