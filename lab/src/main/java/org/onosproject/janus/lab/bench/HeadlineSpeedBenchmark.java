package org.onosproject.janus.lab.bench;

import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.HeapProbe;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;

/**
 * Simulated seconds per wall-clock second for a whole scenario (the thesis headline, possibly on a
 * larger fabric): the virtual time every run covered (background warm-up included) over the wall time
 * of the experiment, network set-up and tear-down included.
 */
final class HeadlineSpeedBenchmark {

    /** What one measurement saw. */
    static final class Result {
        final int runs;
        final boolean complete;
        final double simulatedSeconds;
        final double wallSeconds;
        final double peakHeapMb;

        Result(int runs, boolean complete, double simulatedSeconds, double wallSeconds, double peakHeapMb) {
            this.runs = runs;
            this.complete = complete;
            this.simulatedSeconds = simulatedSeconds;
            this.wallSeconds = wallSeconds;
            this.peakHeapMb = peakHeapMb;
        }

        double speed() {
            return simulatedSeconds / wallSeconds;
        }
    }

    private HeadlineSpeedBenchmark() {
    }

    static Result measure(Scenario scenario, NetworkFactory factory, ProgressListener progress) {
        HeapProbe.resetPeak();
        long start = System.nanoTime();
        ExperimentResult result = new ExperimentRunner(factory).run(scenario, progress);
        double wall = (System.nanoTime() - start) / 1e9;
        // A run ends when its workload does: warm-up plus the workload's runtime.
        double simulated = result.runs().stream().filter(RunRecord::succeeded)
                .mapToDouble(r -> (r.workloadStartMillis() + r.runtimeMillis()) / 1000.0).sum();
        return new Result(result.runs().size(), result.complete(), simulated, wall, HeapProbe.peakHeapMb());
    }
}
