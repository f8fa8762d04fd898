package org.touchmove.firmware.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.event.AcknowledgedEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Mateability;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.event.GameMode;

/**
 * Builds a {@link BoardView} by folding a board's events, one at a time, in {@code seq} order (docs/state-view.md).
 * Pure: the same events give the same view. An event whose {@code seq} the view already reflects is ignored, so a
 * consumer may fold duplicates or a replay that overlaps what it has.
 */
public final class BoardViews {

    private BoardViews() {
    }

    /** A board that has seen no event. */
    public static BoardView empty(String boardId) {
        Objects.requireNonNull(boardId, "boardId");
        return new BoardView(boardId, null, GameMetadata.NONE, null, null, Phase.WAITING, null, null, 0, List.of(),
                null, null, null, null, null, null, null, null, 0, null);
    }

    /** The views after each of {@code events} in turn, from {@code view}. */
    public static BoardView applyAll(BoardView view, Iterable<Event> events) {
        BoardView v = view;
        for (Event e : events) {
            v = apply(v, e);
        }
        return v;
    }

    /** {@link #empty} folded with {@code events}. */
    public static BoardView of(String boardId, Iterable<Event> events) {
        return applyAll(empty(boardId), events);
    }

    /**
     * The view after {@code e}.
     *
     * @throws IllegalArgumentException if {@code e} is another board's event (seq is per board, so folding it
     *                                  would corrupt the de-duplication)
     */
    public static BoardView apply(BoardView v, Event e) {
        if (!v.boardId().equals(e.boardId())) {
            throw new IllegalArgumentException("event seq " + e.seq() + " of board '" + e.boardId()
                    + "' folded into the view of board '" + v.boardId() + "'");
        }
        if (e.seq() <= v.lastSeq()) {
            return v; // already reflected: (boardId, seq) is the de-duplication key (docs/events.md)
        }
        Draft d = new Draft(v);
        d.lastSeq = e.seq();
        return e.body().accept(new Fold(v, e, d));
    }

    /** One event folded into the view: a new game starts a view afresh; any other event changes only its own game. */
    private record Fold(BoardView v, Event e, Draft d) implements EventBody.Visitor<BoardView> {

        @Override
        public BoardView newGame(NewGameEvent n) {
            return Draft.newGame(v.boardId(), e, n).build();
        }

        @Override
        public BoardView move(MoveEvent m) {
            return inItsGame(() -> d.move(e, m));
        }

        @Override
        public BoardView clock(ClockEvent c) {
            return inItsGame(() -> d.clock(e, c));
        }

        @Override
        public BoardView irregularity(IrregularityEvent i) {
            return inItsGame(() -> d.irregularity(e, i));
        }

        @Override
        public BoardView position(PositionEvent p) {
            return inItsGame(() -> d.position(p));
        }

        @Override
        public BoardView flag(FlagEvent f) {
            return inItsGame(() -> d.flag(f));
        }

        @Override
        public BoardView result(ResultEvent r) {
            return inItsGame(() -> d.result(r.result(), r.termination(), r.decidedBy()));
        }

        /** Words for what other events already said. */
        @Override
        public BoardView announce(AnnounceEvent a) {
            return inItsGame(() -> { });
        }

        /** A resume is followed by the clock and position it resumed. */
        @Override
        public BoardView resumed(ResumedEvent r) {
            return inItsGame(() -> { });
        }

        /** The scoresheet's signatures and changes do not change the board or the clock. */
        @Override
        public BoardView scoresheet(ScoresheetEvent s) {
            return inItsGame(() -> { });
        }

        /** An arbiter's acknowledgement of an alert changes nothing on the board. */
        @Override
        public BoardView acknowledged(AcknowledgedEvent a) {
            return inItsGame(() -> { });
        }

        private BoardView inItsGame(Runnable change) {
            if (v.gameId() == null || !v.gameId().equals(e.gameId())) {
                return d.build(); // another game's event (or one from before this view's game): only the seq moves
            }
            change.run();
            d.phase = d.derivePhase();
            return d.build();
        }
    }

    /** The mutable copy one event works on; {@link #build()} makes the next immutable view. */
    private static final class Draft {
        String boardId;
        String gameId;
        GameMetadata metadata;
        String timeControl;
        GameMode mode;
        Phase phase;
        String startFen;
        boolean chess960;
        String fen;
        int ply;
        List<PlayedMove> moves;
        Long whiteMs;
        Long blackMs;
        Color running;
        Long clockMonoMs;
        OpenIrregularity irregularity;
        Result result;
        Termination termination;
        DecidedBy decidedBy;
        long lastSeq;
        ClockStatus clockStatus;

        Draft(BoardView v) {
            boardId = v.boardId();
            gameId = v.gameId();
            metadata = v.metadata();
            timeControl = v.timeControl();
            mode = v.mode();
            phase = v.phase();
            startFen = v.startFen();
            chess960 = v.chess960();
            fen = v.fen();
            ply = v.ply();
            moves = v.moves(); // immutable: copied only by an event that changes it (most are clock ticks)
            whiteMs = v.whiteMs();
            blackMs = v.blackMs();
            running = v.running();
            clockMonoMs = v.clockMonoMs();
            irregularity = v.irregularity();
            result = v.result();
            termination = v.termination();
            decidedBy = v.decidedBy();
            lastSeq = v.lastSeq();
            clockStatus = v.clockStatus();
        }

        /** A fresh game: nothing of the previous one carries over but the board. */
        static Draft newGame(String boardId, Event e, NewGameEvent n) {
            Draft d = new Draft(empty(boardId));
            d.gameId = e.gameId();
            d.metadata = n.metadata();
            d.timeControl = n.timeControl();
            d.mode = n.mode();
            d.startFen = n.fen();
            d.chess960 = n.chess960();
            d.fen = n.fen();
            d.lastSeq = e.seq();
            d.clockStatus = timed(n.timeControl()) ? ClockStatus.NOT_STARTED : null;
            d.phase = d.derivePhase();
            return d;
        }

        static boolean timed(String timeControl) {
            return timeControl != null && !timeControl.equals("-");
        }

        void move(Event e, MoveEvent m) {
            // A move numbered at or below what the view holds follows a takeback the view did not see as such:
            // the new move replaces those plies.
            truncateTo(m.ply() - 1);
            moves = new ArrayList<>(moves);
            moves.add(new PlayedMove(m.ply(), m.san(), m.uci(), m.fen(), m.whiteMs(), m.blackMs()));
            fen = m.fen();
            ply = m.ply();
            if (m.whiteMs() != null && m.blackMs() != null) {
                whiteMs = m.whiteMs();
                blackMs = m.blackMs();
                clockMonoMs = e.monoMs();
            }
            // The game went on: whatever was pending (an ambiguous board the move resolved, an illegal move taken
            // back and replaced) is behind it.
            irregularity = null;
        }

        void clock(Event e, ClockEvent c) {
            whiteMs = c.whiteMs();
            blackMs = c.blackMs();
            running = c.running();
            clockMonoMs = e.monoMs();
            clockStatus = switch (c.cause()) {
                case PAUSE -> ClockStatus.PAUSED;
                case STOP -> ClockStatus.STOPPED;
                case FLAG -> ClockStatus.FLAGGED;
                // The clock runs if a side's time runs; an adjustment or penalty on a paused or not yet started clock
                // leaves it as it was.
                case START, RESUME, PRESS, TICK, ADJUST, PENALTY -> c.running() != null ? ClockStatus.RUNNING
                        : clockStatus == null ? ClockStatus.NOT_STARTED : clockStatus;
            };
        }

        void irregularity(Event e, IrregularityEvent i) {
            if (IrregularityKinds.isEvidenceOnly(i.kind())) {
                return; // the board goes on: nothing for anyone to restore (docs/state-view.md)
            }
            irregularity = new OpenIrregularity(i.kind(), i.article(), i.detail(),
                    i.side() == null ? null : i.side().wireName(), i.atPly(), e.seq());
        }

        void position(PositionEvent p) {
            truncateTo(p.ply());
            if (p.ply() > 0 && p.ply() == moves.size() && !moves.get(p.ply() - 1).fenAfter().equals(p.fen())) {
                // Same number of plies, another position: the arbiter corrected a promotion (later moves replayed).
                moves = PromotionCorrection.apply(startFen, chess960, moves, p.fen());
            }
            fen = p.fen();
            ply = p.ply();
            irregularity = null; // the board shows the position again (restored, taken back, reinstated)
        }

        void flag(FlagEvent f) {
            running = null;
            clockStatus = ClockStatus.FLAGGED;
            if (f.opponentMateability() == Mateability.UNDECIDED) {
                return; // the question is open: the arbiter's result comes as a result event
            }
            // Art. 6.9: lost on time unless the opponent cannot checkmate; the result event that follows says so too.
            Color winner = f.side().opposite();
            result(f.opponentCanCheckmate() ? Result.win(winner) : Result.DRAW,
                    f.opponentCanCheckmate() ? Termination.TIME_FORFEIT : Termination.TIME_FORFEIT_DRAW, DecidedBy.CLOCK);
            running = null;
            clockStatus = ClockStatus.FLAGGED;
        }

        void result(Result result, Termination termination, DecidedBy decidedBy) {
            this.result = result;
            this.termination = termination;
            this.decidedBy = decidedBy;
            irregularity = null; // nothing is pending in a finished game
        }

        void truncateTo(int plies) {
            int keep = Math.max(0, plies);
            if (keep < moves.size()) {
                moves = moves.subList(0, keep);
            }
        }

        Phase derivePhase() {
            if (gameId == null) {
                return Phase.WAITING;
            }
            if (result != null || clockStatus == ClockStatus.STOPPED || clockStatus == ClockStatus.FLAGGED) {
                return Phase.FINISHED;
            }
            if (irregularity != null) {
                return Phase.IRREGULARITY_PENDING;
            }
            if (clockStatus == null) {
                return Phase.RUNNING; // no clock to start: the game is under way once set up
            }
            return switch (clockStatus) {
                case NOT_STARTED -> Phase.WAITING;
                case RUNNING -> Phase.RUNNING;
                case PAUSED -> Phase.PAUSED;
                case STOPPED, FLAGGED -> Phase.FINISHED;
            };
        }

        BoardView build() {
            return new BoardView(boardId, gameId, metadata, timeControl, mode, phase, startFen, fen, ply, moves,
                    whiteMs, blackMs, running, clockMonoMs, irregularity, result, termination, decidedBy, lastSeq,
                    clockStatus, chess960);
        }
    }
}
