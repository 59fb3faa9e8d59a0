package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.net.Disruption;
import org.onosproject.janus.lab.net.FlowRecord;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkState;

/** The outcome of one application under failures with one strategy. Immutable; built by the experiment. */
public final class FaultRun {

    private final String application;
    private final String strategy;
    private final long seed;
    private final long appRuntimeMillis;
    private final List<FaultEvent> events;
    private final long finishedFlows;
    private final List<FlowRecord> undelivered;
    private final int unfinishedFlows;
    private final JanusStatistics statistics;
    private final String failure;

    private FaultRun(Builder b, List<FaultEvent> events) {
        this.application = b.application;
        this.strategy = b.strategy;
        this.seed = b.seed;
        this.appRuntimeMillis = b.appRuntimeMillis;
        this.events = ImmutableList.copyOf(events);
        this.finishedFlows = b.finishedFlows;
        this.undelivered = ImmutableList.copyOf(b.undelivered);
        this.unfinishedFlows = b.unfinishedFlows;
        this.statistics = b.statistics == null ? JanusStatistics.builder().build() : b.statistics;
        this.failure = b.failure;
    }

    static Builder builder(String application, String strategy, long seed) {
        return new Builder(application, strategy, seed);
    }

    public String application() {
        return application;
    }

    public String strategy() {
        return strategy;
    }

    public long seed() {
        return seed;
    }

    /** The application's runtime, ms of virtual time; -1 if it did not finish. */
    public long appRuntimeMillis() {
        return appRuntimeMillis;
    }

    public List<FaultEvent> events() {
        return events;
    }

    /** Flows (application and background) that ended, delivered or not. */
    public long finishedFlows() {
        return finishedFlows;
    }

    /** Flows that ended without arriving, with the reason in their record. */
    public List<FlowRecord> undelivered() {
        return undelivered;
    }

    /** Flows still running when the run stopped (should be none). */
    public int unfinishedFlows() {
        return unfinishedFlows;
    }

    /** Janus's counters at the end of the run. */
    public JanusStatistics statistics() {
        return statistics;
    }

    /** Why the run itself broke, if it did. */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    /** Every flow arrived and the run itself did not break. */
    public boolean everyFlowCompleted() {
        return failure == null && undelivered.isEmpty() && unfinishedFlows == 0;
    }

    String summaryLine() {
        if (failure != null) {
            return application + "/" + strategy + " FAILED: " + failure;
        }
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s/%s runtime %.1f s, %d flows, %d undelivered",
                application, strategy, appRuntimeMillis / 1000.0, finishedFlows, undelivered.size()));
        for (FaultEvent e : events) {
            line.append(String.format(Locale.ROOT, "; %s %s: %d disrupted, reroute %.1f ms", e.kind().label(),
                                      e.target(), e.disruptions().size(), e.timeToRerouteMillis()));
        }
        return line.toString();
    }

    /** Collects what a run produces as it goes. Not thread-safe (the lab runs on one thread). */
    static final class Builder {
        private final String application;
        private final String strategy;
        private final long seed;
        private long appRuntimeMillis = -1;
        private final List<PendingEvent> events = new ArrayList<>();
        private List<Disruption> disruptions = ImmutableList.of();
        private long finishedFlows;
        private List<FlowRecord> undelivered = ImmutableList.of();
        private int unfinishedFlows;
        private JanusStatistics statistics;
        private String failure;

        private Builder(String application, String strategy, long seed) {
            this.application = application;
            this.strategy = strategy;
            this.seed = seed;
        }

        /** A failure happened; returns its index for {@link #afterReaction}. */
        int event(FaultEvent.Kind kind, String target, long atMillis, int appFlows, int allFlows) {
            events.add(new PendingEvent(kind, target, atMillis, appFlows, allFlows));
            return events.size() - 1;
        }

        void afterReaction(int index, long janusReroutes, int onJanusPath) {
            events.get(index).janusReroutes = janusReroutes;
            events.get(index).onJanusPath = onJanusPath;
        }

        void application(WorkloadOutcome outcome) {
            appRuntimeMillis = outcome.runtimeMillis();
            outcome.failure().ifPresent(f -> failure = failure == null ? "application flow not delivered: " + f
                    : failure);
        }

        void flows(List<FlowRecord> finished, int stillActive) {
            finishedFlows = finished.size();
            undelivered = FaultExperiment.undelivered(finished);
            unfinishedFlows = stillActive;
        }

        void disruptions(List<Disruption> value) {
            disruptions = ImmutableList.copyOf(value);
        }

        void statistics(JanusStatistics value) {
            statistics = value;
        }

        void failure(String reason) {
            if (failure == null) {
                failure = reason;
            }
        }

        /** Each disruption belongs to the latest failure at or before it. */
        FaultRun build() {
            List<FaultEvent> built = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                PendingEvent e = events.get(i);
                long next = i + 1 < events.size() ? events.get(i + 1).atMillis : Long.MAX_VALUE;
                List<Disruption> mine = new ArrayList<>();
                for (Disruption d : disruptions) {
                    if (d.stalledAtMillis() >= e.atMillis && d.stalledAtMillis() < next) {
                        mine.add(d);
                    }
                }
                built.add(new FaultEvent(e.kind, e.target, e.atMillis, e.appFlows, e.allFlows, e.janusReroutes,
                                         e.onJanusPath, mine));
            }
            checkState(events.stream().mapToLong(e -> e.atMillis).sorted().boxed()
                               .collect(ImmutableList.toImmutableList())
                               .equals(events.stream().map(e -> e.atMillis).collect(ImmutableList.toImmutableList())),
                       "failures must be recorded in time order");
            return new FaultRun(this, built);
        }
    }

    private static final class PendingEvent {
        private final FaultEvent.Kind kind;
        private final String target;
        private final long atMillis;
        private final int appFlows;
        private final int allFlows;
        private long janusReroutes;
        private int onJanusPath;

        private PendingEvent(FaultEvent.Kind kind, String target, long atMillis, int appFlows, int allFlows) {
            this.kind = kind;
            this.target = target;
            this.atMillis = atMillis;
            this.appFlows = appFlows;
            this.allFlows = allFlows;
        }
    }
}
