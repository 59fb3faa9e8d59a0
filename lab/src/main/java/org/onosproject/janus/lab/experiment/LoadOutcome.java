package org.onosproject.janus.lab.experiment;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * How the control plane bore a run's load (packet-in storms, flow set-up): the planes when the workload
 * ended, the most Janus intents alive at any one-second sample, and the wall-clock time and live heap of
 * the run on this machine (measurements of the machine, not results of the run). Immutable.
 */
public final class LoadOutcome {

    private final PlaneSnapshot end;
    private final long peakJanusIntents;
    private final double wallSeconds;
    private final double liveHeapMb;

    public LoadOutcome(PlaneSnapshot end, long peakJanusIntents, double wallSeconds, double liveHeapMb) {
        this.end = checkNotNull(end, "end");
        this.peakJanusIntents = peakJanusIntents;
        this.wallSeconds = wallSeconds;
        this.liveHeapMb = liveHeapMb;
    }

    /** The control and data plane when the workload ended. */
    public PlaneSnapshot end() {
        return end;
    }

    /** The most intents Janus held at a one-second sample while the workload ran. */
    public long peakJanusIntents() {
        return peakJanusIntents;
    }

    /** Wall-clock seconds from the workload's start to its end. */
    public double wallSeconds() {
        return wallSeconds;
    }

    /** The workload's flows per wall-clock second. */
    public double flowsPerWallSecond() {
        return end.flowsStarted() / wallSeconds;
    }

    /** Live heap of the whole JVM when the workload ended, MB. */
    public double liveHeapMb() {
        return liveHeapMb;
    }
}
