package org.touchmove.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AgendaTest {

    @Test
    void eventsComeOutByTimeThenByInsertionOrder() {
        Agenda<String> agenda = new Agenda<>();
        agenda.add(30, "c");
        agenda.add(10, "a1");
        agenda.add(20, "b");
        agenda.add(10, "a2");
        agenda.add(10, "a3");
        assertThat(agenda.nextNanos()).isEqualTo(10);
        assertThat(agenda.lastNanos()).isEqualTo(30);
        List<String> out = new ArrayList<>();
        while (!agenda.isEmpty()) {
            out.add(agenda.poll());
        }
        assertThat(out).containsExactly("a1", "a2", "a3", "b", "c");
    }

    @Test
    void emptyAgendaHasNoNextEvent() {
        Agenda<String> agenda = new Agenda<>();
        assertThat(agenda.nextNanos()).isEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(agenda::poll).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void removeIfDropsOnlyMatchingEvents() {
        Agenda<String> agenda = new Agenda<>();
        agenda.add(1, "keep");
        agenda.add(2, "drop");
        agenda.removeIf("drop"::equals);
        assertThat(agenda.size()).isEqualTo(1);
        assertThat(agenda.poll()).isEqualTo("keep");
    }
}
