package org.touchmove.firmware.runtime;

import java.util.function.LongConsumer;
import java.util.random.RandomGenerator;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.rules.InvalidFenException;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.InvalidNotationException;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.hal.OccupancySnapshot;

/**
 * Carries out one arbiter command on the board's controller, at the board's current time. Each operation checks its
 * preconditions before it changes anything and throws {@link CommandRefused} otherwise.
 */
final class CommandExecution implements ArbiterCommand.Visitor<Void> {

    private final GameController controller;
    private final OccupancySnapshot board;
    private final long nanos;
    private final LongConsumer republish;
    private final RandomGenerator chess960Draw;

    /**
     * @param board        the board's latest reading (a new game compares it with the start position)
     * @param republish    replays the journal from a seq to the consumers that asked (null: nothing can republish)
     * @param chess960Draw draws a Chess960 start position for {@code "chess960":"random"} (seeded in tests)
     */
    CommandExecution(GameController controller, OccupancySnapshot board, long nanos, LongConsumer republish,
            RandomGenerator chess960Draw) {
        this.controller = controller;
        this.board = board;
        this.nanos = nanos;
        this.republish = republish;
        this.chess960Draw = chess960Draw;
    }

    @Override
    public Void newGame(ArbiterCommand.NewGame c) {
        Position start;
        try {
            if (c.fen() != null) {
                start = Position.fromStartFen(c.fen(), c.chess960());
            } else if (c.chess960()) {
                start = Position.fromChess960Pos(chess960Draw.nextInt(960)); // Guidelines II.1: drawn by lot
            } else {
                start = Position.START;
            }
        } catch (InvalidFenException e) {
            throw new CommandRefused("fen: " + e.getMessage());
        }
        if (c.timeControl() != null) {
            try {
                controller.setTimeControl(c.timeControl());
            } catch (IllegalArgumentException e) {
                throw new CommandRefused("timeControl: " + e.getMessage());
            }
        }
        controller.newGame(start, board, nanos, c.metadata());
        return null;
    }

    @Override
    public Void startClock(ArbiterCommand.StartClock c) {
        controller.arbiter().startClock(nanos);
        return null;
    }

    @Override
    public Void pauseClock(ArbiterCommand.PauseClock c) {
        controller.arbiter().pauseClock(nanos);
        return null;
    }

    @Override
    public Void resumeClock(ArbiterCommand.ResumeClock c) {
        controller.arbiter().resumeClock(nanos);
        return null;
    }

    @Override
    public Void adjustTime(ArbiterCommand.AdjustTime c) {
        controller.arbiter().adjustTime(c.side(), c.mode() == ArbiterCommand.AdjustMode.ADD, c.millis(), nanos);
        return null;
    }

    @Override
    public Void setMoveCount(ArbiterCommand.SetMoveCount c) {
        controller.arbiter().setMoveCount(c.side(), c.moves(), nanos);
        return null;
    }

    @Override
    public Void acceptTakeback(ArbiterCommand.AcceptTakeback c) {
        controller.arbiter().acceptTakeback(nanos);
        return null;
    }

    @Override
    public Void refuseTakeback(ArbiterCommand.RefuseTakeback c) {
        controller.arbiter().refuseTakeback();
        return null;
    }

    @Override
    public Void chooseMove(ArbiterCommand.ChooseMove c) {
        try {
            controller.arbiter().chooseMove(Uci.parse(c.uci()), nanos);
        } catch (InvalidNotationException e) {
            throw new CommandRefused("uci: " + e.getMessage());
        }
        return null;
    }

    @Override
    public Void correctPromotion(ArbiterCommand.CorrectPromotion c) {
        controller.arbiter().correctPromotion(c.ply(), c.piece(), nanos);
        return null;
    }

    @Override
    public Void reinstate(ArbiterCommand.Reinstate c) {
        controller.arbiter().reinstate(c.ply(), nanos);
        return null;
    }

    @Override
    public Void declareResult(ArbiterCommand.DeclareResult c) {
        controller.arbiter().declareResult(c.result(), c.termination(), nanos);
        return null;
    }

    @Override
    public Void republish(ArbiterCommand.Republish c) {
        if (republish == null) {
            throw new CommandRefused("this board has no journal to republish from");
        }
        republish.accept(c.fromSeq());
        return null;
    }

    @Override
    public Void announceTime(ArbiterCommand.AnnounceTime c) {
        controller.arbiter().announceTime(nanos);
        return null;
    }

    @Override
    public Void scoresheetChange(ArbiterCommand.ScoresheetChange c) {
        controller.arbiter().changeScoresheet(c.change(), nanos);
        return null;
    }

    @Override
    public Void acknowledge(ArbiterCommand.Acknowledge c) {
        controller.arbiter().acknowledge(c.alert(), c.kind(), c.arbiter(), nanos);
        return null;
    }
}
