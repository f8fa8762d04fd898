package org.touchmove.firmware.rules.notation;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Piece;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.QuotedInput;
import org.touchmove.firmware.rules.Square;

/**
 * Standard Algebraic Notation (FIDE Laws Appendix C; PGN standard 8.2.3).
 *
 * <p>Writing follows the standard exactly: disambiguation by file, else rank, else both, counting
 * only other pieces that can legally make the move (a pinned one does not count), "x" for captures,
 * "=Q" promotions, "O-O"/"O-O-O", and "+" or "#".
 *
 * <p>Reading is lenient where the move is still unambiguous: "0-0" for "O-O", "e8Q" or "e8=q" for
 * "e8=Q", a missing or superfluous "x" on piece moves, annotation suffixes (+ # ! ?), over-specified
 * origins ("Nge7" when only one knight can go, "2e4" as chessops/python-chess accept) and long
 * algebraic "e2e4"/"Ng1-f3" (also UCI "e1g1" for castling). It rejects: malformed text ({@link InvalidNotationException}), moves that
 * are not legal here ({@link IllegalMoveException}), and moves that fit several legal moves
 * ({@link AmbiguousMoveException}). A king move onto g1/c1 is not castling: castling must be O-O/O-O-O.
 */
public final class San {

    private static final java.util.regex.Pattern UCI_SHAPE =
            java.util.regex.Pattern.compile("[a-h][1-8][a-h][1-8][qrbnQRBN]?");

    private San() {
    }

    /** SAN of a legal move in the position, with "+" or "#". */
    public static String format(Position position, Move move) {
        if (!position.isLegal(move)) {
            throw new IllegalMoveException("illegal move " + move.uci() + " in " + position.fen());
        }
        return withoutSuffix(position, move) + suffix(position.play(move));
    }

    /** SAN for a move already played: {@code after} must be {@code position.play(move)}. */
    public static String format(Position position, Move move, Position after) {
        return withoutSuffix(position, move) + suffix(after);
    }

    private static String suffix(Position after) {
        if (!after.isCheck()) {
            return "";
        }
        return after.isCheckmate() ? "#" : "+";
    }

    private static String withoutSuffix(Position position, Move move) {
        if (position.isCastling(move)) {
            return move.to() > move.from() ? "O-O" : "O-O-O";
        }
        Piece piece = position.pieceAt(move.from());
        boolean capture = position.isCapture(move);
        StringBuilder sb = new StringBuilder(8);
        if (piece.type() == PieceType.PAWN) {
            if (capture) {
                sb.append((char) ('a' + Square.file(move.from()))).append('x');
            }
            sb.append(Square.name(move.to()));
            if (move.promotion() != null) {
                sb.append('=').append(move.promotion().sanLetter());
            }
            return sb.toString();
        }
        sb.append(piece.type().sanLetter());
        if (piece.type() != PieceType.KING) {
            boolean others = false;
            boolean sameFile = false;
            boolean sameRank = false;
            for (Move other : position.legalMoves()) {
                if (other.to() == move.to() && other.from() != move.from()
                        && position.pieceAt(other.from()).type() == piece.type()) {
                    others = true;
                    sameFile |= Square.file(other.from()) == Square.file(move.from());
                    sameRank |= Square.rank(other.from()) == Square.rank(move.from());
                }
            }
            if (others) {
                if (!sameFile) {
                    sb.append((char) ('a' + Square.file(move.from())));
                } else if (!sameRank) {
                    sb.append((char) ('1' + Square.rank(move.from())));
                } else {
                    sb.append(Square.name(move.from()));
                }
            }
        }
        if (capture) {
            sb.append('x');
        }
        sb.append(Square.name(move.to()));
        return sb.toString();
    }

    /** Parses SAN (leniently, see class comment) against the legal moves of the position. */
    public static Move parse(Position position, String san) {
        if (san == null || san.isBlank()) {
            throw new InvalidNotationException("empty SAN");
        }
        String text = stripAnnotations(san.strip());
        if (text.isEmpty()) {
            throw new InvalidNotationException("not SAN: '" + QuotedInput.of(san) + "'");
        }
        String castle = text.replace('0', 'O');
        if (castle.equals("O-O") || castle.equals("O-O-O")) {
            return parseCastling(position, san, castle.length() == 3);
        }
        Pattern p = Pattern.of(text, san);
        List<Move> matches = new ArrayList<>(2);
        for (Move m : position.legalMoves()) {
            if (p.matches(position, m)) {
                matches.add(m);
            }
        }
        if (matches.isEmpty() && UCI_SHAPE.matcher(text).matches()) {
            // UCI-coordinate movetext ("g1f3", "e1g1", "d7d8R"), as some engines write in PGN.
            Move uci = Uci.parse(text.toLowerCase(java.util.Locale.ROOT));
            if (position.isLegal(uci)) {
                return uci;
            }
        }
        if (matches.isEmpty()) {
            throw new IllegalMoveException("illegal move '" + QuotedInput.of(san) + "' in " + position.fen());
        }
        if (matches.size() > 1) {
            StringBuilder list = new StringBuilder();
            for (Move m : matches) {
                list.append(list.length() == 0 ? "" : ", ").append(m.uci());
            }
            throw new AmbiguousMoveException("ambiguous move '" + QuotedInput.of(san) + "' in " + position.fen()
                    + ": could be " + list);
        }
        return matches.get(0);
    }

    private static String stripAnnotations(String text) {
        int end = text.length();
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(0, end);
    }

    private static Move parseCastling(Position position, String san, boolean kingside) {
        for (Move m : position.legalMoves()) {
            if (position.isCastling(m) && (m.to() > m.from()) == kingside) {
                return m;
            }
        }
        throw new IllegalMoveException("illegal move '" + QuotedInput.of(san) + "' in " + position.fen()
                + " (castling not possible now)");
    }

    /** The parts of a non-castling SAN. */
    private record Pattern(PieceType piece, int fromFile, int fromRank, int to, PieceType promotion,
            boolean capture) {

        static Pattern of(String text, String original) {
            int i = 0;
            PieceType piece = PieceType.PAWN;
            char first = text.charAt(0);
            if ("NBRQK".indexOf(first) >= 0) {
                piece = PieceType.fromChar(first);
                i = 1;
            } else if (first == 'P') {
                i = 1;
            }
            // Promotion suffix: "=Q", "Q", "=q", or "q" (the last only after a rank digit).
            PieceType promotion = null;
            int end = text.length();
            char last = text.charAt(end - 1);
            if ("NBRQnbrq".indexOf(last) >= 0 && end >= 3 && (text.charAt(end - 2) == '='
                    || Character.isDigit(text.charAt(end - 2)))) {
                promotion = PieceType.fromChar(last);
                end -= text.charAt(end - 2) == '=' ? 2 : 1;
            }
            if (end - i < 2) {
                throw bad(original);
            }
            String destination = text.substring(end - 2, end);
            int to;
            try {
                to = Square.parse(destination);
            } catch (IllegalArgumentException e) {
                throw bad(original);
            }
            String origin = text.substring(i, end - 2);
            boolean capture = false;
            if (origin.endsWith("x") || origin.endsWith(":") || origin.endsWith("-")) {
                capture = origin.endsWith("x") || origin.endsWith(":");
                origin = origin.substring(0, origin.length() - 1);
            }
            int fromFile = -1;
            int fromRank = -1;
            for (char c : origin.toCharArray()) {
                if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
                    fromFile = c - 'a';
                } else if (c >= '1' && c <= '8' && fromRank < 0) {
                    fromRank = c - '1';
                } else {
                    throw bad(original);
                }
            }
            return new Pattern(piece, fromFile, fromRank, to, promotion, capture);
        }

        private static InvalidNotationException bad(String original) {
            return new InvalidNotationException("not SAN: '" + QuotedInput.of(original) + "' (expected e.g. e4, Nf3, exd5, e8=Q, O-O)");
        }

        boolean matches(Position position, Move m) {
            if (m.to() != to || m.promotion() != promotion) {
                return false;
            }
            Piece moving = position.pieceAt(m.from());
            if (moving.type() != piece || position.isCastling(m)) {
                return false;
            }
            if (fromFile >= 0 && Square.file(m.from()) != fromFile) {
                return false;
            }
            if (fromRank >= 0 && Square.rank(m.from()) != fromRank) {
                return false;
            }
            if (piece == PieceType.PAWN) {
                // A pawn capture must name the file it comes from; a push must not look like a capture.
                boolean pawnCapture = Square.file(m.from()) != Square.file(m.to());
                if (pawnCapture && fromFile < 0) {
                    return false;
                }
                if (!pawnCapture && capture) {
                    return false;
                }
            }
            return true;
        }
    }
}
