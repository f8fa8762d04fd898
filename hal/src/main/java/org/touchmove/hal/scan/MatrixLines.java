package org.touchmove.hal.scan;

/**
 * The three line operations of a scanned switch matrix (a reed or hall board is a keyboard
 * matrix): drive one row, read all columns, release. Everything else (settle time, debounce,
 * ghosting, geometry) lives in the pure {@link MatrixScanner}.
 */
public interface MatrixLines extends AutoCloseable {

    /** Number of rows and of columns this matrix has (8 for a chessboard). */
    int ROWS = 8;
    int COLUMNS = 8;

    /** Drives row {@code row} (0..7) active and every other row inactive. */
    void driveRow(int row);

    /** Reads the columns of the driven row: bit {@code c} set means the switch at (row, c) is closed. */
    int readColumns();

    /** Leaves every row inactive (between scans, and before closing). */
    void releaseRows();

    @Override
    default void close() {
        releaseRows();
    }
}
