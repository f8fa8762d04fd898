package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.hal.Squares;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.GameMode;

/** The source follows the controller's events: positions, times, the flag and the result. */
class ControllerEventFeedTest {

    private final TrackedBoardSource source = new TrackedBoardSource(Position.START);
    private final ControllerEventFeed feed = new ControllerEventFeed(source, false);
    private long seq;

    private void publish(EventBody body) {
        feed.publish(new Event("b", "g", ++seq, Instant.EPOCH, seq, body));
    }

    @Test
    void castlingMove_positionsAndClock_thenFlagAndResult() {
        List<DgtResult> ended = new ArrayList<>();
        source.subscribe(new DgtListener() {
            @Override
            public void gameEnded(DgtResult result) {
                ended.add(result);
            }
        });
        String before = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        publish(new NewGameEvent(before, "60+0", GameMode.TOURNAMENT));
        publish(new ClockEvent(60_000, 60_000, Color.WHITE, ClockCause.START));
        publish(new MoveEvent(1, "O-O", "e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", 58_000L, 60_000L,
                Color.WHITE, 1, CompletedBy.CLOCK_PRESS));
        publish(new ClockEvent(58_000, 60_000, Color.BLACK, ClockCause.PRESS));
        assertThat(source.picture().at(Squares.parse("g1"))).isEqualTo(new SquareView.Known(DgtPiece.WHITE_KING));
        assertThat(source.picture().at(Squares.parse("f1"))).isEqualTo(new SquareView.Known(DgtPiece.WHITE_ROOK));
        assertThat(source.picture().at(Squares.parse("e1"))).isEqualTo(SquareView.EMPTY);
        assertThat(source.clock()).isEqualTo(new ClockPicture(58_000, 60_000, Color.BLACK, Color.BLACK, false, false, true));

        publish(new FlagEvent(Color.BLACK, true, 1));
        publish(new ResultEvent(Result.WHITE_WINS, Termination.TIME_FORFEIT, DecidedBy.CLOCK, 1));
        assertThat(source.clock().blackFlag()).isTrue();
        assertThat(source.clock().blackMs()).isZero();
        assertThat(source.clock().running()).isNull();
        assertThat(source.result()).isEqualTo(DgtResult.WHITE_WINS);
        assertThat(ended).containsExactly(DgtResult.WHITE_WINS);
    }

    @Test
    void castlingByHand_kingThenRook_isTrackedPieceByPiece() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        source.position(p, p.occupied());
        long occ = p.occupied();
        source.occupancy(occ &= ~(1L << Squares.parse("e1")));
        source.occupancy(occ |= 1L << Squares.parse("g1"));
        source.occupancy(occ &= ~(1L << Squares.parse("h1")));
        source.occupancy(occ | 1L << Squares.parse("f1"));
        assertThat(source.picture().at(Squares.parse("g1"))).isEqualTo(new SquareView.Known(DgtPiece.WHITE_KING));
        assertThat(source.picture().at(Squares.parse("f1"))).isEqualTo(new SquareView.Known(DgtPiece.WHITE_ROOK));
    }
}
