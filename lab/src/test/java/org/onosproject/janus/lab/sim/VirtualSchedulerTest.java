package org.onosproject.janus.lab.sim;

import org.junit.Test;
import org.onosproject.janus.impl.time.Scheduler;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;

public class VirtualSchedulerTest {

    private final EventEngine engine = new EventEngine(7, QuiescenceBarrier.NONE);
    private final VirtualScheduler scheduler = new VirtualScheduler(engine);

    @Test
    public void theClockIsTheEnginesVirtualTime() {
        engine.scheduleMillis(1234, () -> { });
        engine.runUntilIdle();
        assertEquals(1234, scheduler.nowMillis());
    }

    @Test
    public void aPeriodicTaskRunsAtAFixedRateUntilCancelled() {
        List<Long> runs = new ArrayList<>();
        Scheduler.Task task = scheduler.scheduleAtFixedRate(() -> runs.add(scheduler.nowMillis()), 100, 1000);
        engine.scheduleMillis(3500, task::cancel);
        engine.runUntilIdle();
        assertThat(runs, contains(100L, 1100L, 2100L, 3100L));
    }

    @Test
    public void aFailingPeriodicTaskKeepsRunning() {
        List<Long> runs = new ArrayList<>();
        Scheduler.Task task = scheduler.scheduleAtFixedRate(() -> {
            runs.add(scheduler.nowMillis());
            throw new IllegalStateException("boom");
        }, 0, 10);
        engine.scheduleMillis(25, task::cancel);
        engine.runUntilIdle();
        assertThat(runs, contains(0L, 10L, 20L));
    }

    @Test
    public void aCancelledOneShotTaskNeverRuns() {
        List<Long> runs = new ArrayList<>();
        scheduler.schedule(() -> runs.add(1L), 10).cancel();
        engine.runUntilIdle();
        assertEquals(0, runs.size());
    }
}
