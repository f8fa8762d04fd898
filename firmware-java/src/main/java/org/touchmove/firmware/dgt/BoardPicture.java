package org.touchmove.firmware.dgt;

import java.util.List;

/** All 64 squares as far as known, indexed like Touchmove's squares (0 = a1 ... 63 = h8). */
public record BoardPicture(List<SquareView> squares) {

    public BoardPicture {
        if (squares.size() != 64) {
            throw new IllegalArgumentException("a board picture has 64 squares, got " + squares.size());
        }
        squares = List.copyOf(squares);
    }

    public SquareView at(int square) {
        return squares.get(square);
    }
}
