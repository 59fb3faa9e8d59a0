/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.onosproject.janus.realcluster;

import org.onlab.util.SharedExecutors;
import org.onlab.util.SharedScheduledExecutors;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * Proof that a test stopped every thread it started: the threads alive before it, compared with
 * those alive after it closed its cluster. Not the test's: the JVM's common fork-join pool, and the
 * two timers ONOS keeps in static fields for the life of the JVM (DefaultTopologyProvider's and
 * IntentAccumulator's), started when the embedded core first loads those classes, and the JDK's
 * process reaper (a JVM-wide pool whose idle threads linger a minute after a child JVM ends).
 */
public final class ThreadLeaks {

    private static final long SETTLE_SECONDS = 20;
    // ONOS's JVM-wide timers (static, started on first use, never stopped), and the JDK's.
    private static final Set<String> JVM_WIDE = Set.of("onos-topo-event-batching", "onos-intent-op-batching",
                                                     "onos-ecm-sender-events", "process reaper");

    private final Set<Thread> before;

    private ThreadLeaks(Set<Thread> before) {
        this.before = before;
    }

    public static ThreadLeaks snapshot() {
        return new ThreadLeaks(Set.copyOf(Thread.getAllStackTraces().keySet()));
    }

    /**
     * Fails unless every thread started since the snapshot ends soon. First shuts down ONOS's
     * JVM-wide shared executors and timer (started on first use, e.g. by the event dispatcher's
     * watchdog, recreated on the next), which no ONOS component stops.
     */
    public void assertAllEnded() {
        SharedExecutors.shutdown();
        SharedScheduledExecutors.shutdown();
        Eventually.within(SETTLE_SECONDS, "every thread the test started has ended",
                          () -> started().isEmpty(), () -> started().toString());
    }

    private Set<String> started() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !before.contains(t) && t.isAlive())
                .filter(t -> !t.getName().startsWith("ForkJoinPool.commonPool-worker"))
                // ONOS 2.5.6's EventuallyConsistentMapImpl.destroy() never stops the load counter it builds
                // (a SlidingWindowCounter, one thread each): one thread per eventually consistent map built.
                .filter(t -> !t.getName().startsWith("SlidingWindowCounter-bg-"))
                .filter(t -> !JVM_WIDE.contains(t.getName()))
                .map(t -> t.getName() + (t.isDaemon() ? " (daemon)" : ""))
                .collect(Collectors.toCollection(java.util.TreeSet::new));
    }
}
