package org.onosproject.janus.lab.bench;

import org.onosproject.janus.lab.experiment.ControlPlaneCounters;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.function.BooleanSupplier;

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
        VirtualTimeMeter meter = new VirtualTimeMeter(factory);
        HeapProbe.resetPeak();
        long start = System.nanoTime();
        ExperimentResult result = new ExperimentRunner(meter).run(scenario, progress);
        double wall = (System.nanoTime() - start) / 1e9;
        return new Result(result.runs().size(), result.complete(), meter.virtualMillis / 1000.0, wall,
                HeapProbe.peakHeapMb());
    }

    /** A factory whose sessions add the virtual time they reached to a total when they close. */
    private static final class VirtualTimeMeter implements NetworkFactory {
        private final NetworkFactory delegate;
        private long virtualMillis;

        private VirtualTimeMeter(NetworkFactory delegate) {
            this.delegate = delegate;
        }

        @Override
        public LabSession open(org.onosproject.janus.lab.experiment.NetworkSpec spec) {
            LabSession session = delegate.open(spec);
            return new LabSession() {
                @Override
                public LabNetwork network() {
                    return session.network();
                }

                @Override
                public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
                    return session.runUntil(done, deadlineMillis);
                }

                @Override
                public ControlPlaneCounters counters() {
                    return session.counters();
                }

                @Override
                public void close() {
                    virtualMillis += session.network().nowMillis();
                    session.close();
                }
            };
        }
    }
}
