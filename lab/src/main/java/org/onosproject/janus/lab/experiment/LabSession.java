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
package org.onosproject.janus.lab.experiment;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.Fabric;
import org.onosproject.janus.lab.workload.RankPair;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * One run's network as the {@link ExperimentRunner} drives it: the network workloads use, its event
 * loop, and what the runner reads from the controller and the data plane afterwards. This is the whole
 * seam between the pipeline and a network implementation (the emulated fabric on the embedded ONOS
 * today; a real OpenFlow testbed would be a second one), so the runner and the report never see
 * which network they ran on.
 */
public interface LabSession extends AutoCloseable {

    /** The network that workloads drive. */
    LabNetwork network();

    /**
     * Processes events in virtual-time order until {@code done} holds (checked after every event),
     * no event is left, or the next event lies after {@code deadlineMillis} of virtual time.
     *
     * @return whether {@code done} holds
     */
    boolean runUntil(BooleanSupplier done, long deadlineMillis);

    /** Runs until no flow is in flight and nothing a workload scheduled is pending. */
    void drain();

    /** Runs {@code millis} more of virtual time (timers, idle timeouts), then lets the controller settle. */
    void idle(long millis);

    /** The ledger of every flow of the network so far (background included): the data plane's counts. */
    FlowLedger flows();

    /**
     * Virtual times (ms since the run started) of the rebalancer's moves that Janus still lists: all of
     * them when there were at most as many as Janus keeps (100), else the most recent ones; oldest first.
     * Empty when the network runs no Janus.
     */
    List<Long> recentMoveMillis();

    /** Janus's own statistics now (empty ones when the network runs no Janus); cheap, reads nothing else. */
    JanusStatistics janusStatistics();

    /**
     * How many paths Janus holds now between two of {@code hosts} (indices into the network's hosts),
     * in either direction; 0 when the network runs no Janus.
     */
    long janusPathsAmong(Collection<Integer> hosts);

    /** How many of {@code janus}'s paths run between two of {@code hosts} of {@code fabric}, either way. */
    static long janusPathsAmong(JanusService janus, Fabric fabric, Collection<Integer> hosts) {
        Set<Ip4Address> ips = hosts.stream().map(fabric::hostIp).collect(Collectors.toSet());
        return janus.paths().stream()
                .filter(p -> ips.contains(p.flow().srcIp()) && ips.contains(p.flow().dstIp())).count();
    }

    /** The controller's and the switches' state now (intents, rules, Janus's statistics). */
    PlaneSnapshot snapshot();

    /**
     * Arms {@code plan} for an application that starts at {@code appStartMillis} and takes about
     * {@code appRuntimeMillis}; the failures aim at the flows {@code appFlow} accepts. The supplier
     * gives the outcome once every flow has ended ({@link #drain()}).
     *
     * @throws UnsupportedOperationException if this network cannot inject failures
     */
    Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                        Predicate<FlowSpec> appFlow);

    /**
     * The address Janus knows host {@code host} (an index of {@code network().hosts()}) by, as a job
     * declaration names it.
     *
     * @throws UnsupportedOperationException if this network takes no job declarations
     */
    default String hostAddress(int host) {
        throw new UnsupportedOperationException("this network takes no job declarations");
    }

    /**
     * Declares a job through Janus's job service, as an operator or a batch scheduler's prolog would, and
     * returns once the control plane has installed it.
     *
     * @throws org.onosproject.janus.api.JobSpecException as Janus refuses the job (nothing changes then)
     * @throws UnsupportedOperationException if this network takes no job declarations
     */
    default JobState declareJob(JobSpec spec) {
        throw new UnsupportedOperationException("this network takes no job declarations");
    }

    /** Janus's view of a declared job now: what it placed and the packet-ins it counted for the job's pairs. */
    default Optional<JobState> job(String id) {
        return Optional.empty();
    }

    /**
     * Removes a job through Janus's job service, lets the control plane settle and tells what of the job
     * is left.
     *
     * @throws UnsupportedOperationException if this network takes no job declarations
     */
    default JobRemoval removeJob(String id) {
        throw new UnsupportedOperationException("this network takes no job declarations");
    }

    /**
     * Counts, from now on, the packet-ins the controller receives for the rank pairs {@code pairs} of an
     * application whose rank i runs on host {@code hosts.get(i)}: an observer beside the controller,
     * which changes nothing.
     *
     * @throws UnsupportedOperationException if this network cannot watch its controller's packet-ins
     */
    default LongSupplier countPacketIns(List<Integer> hosts, Collection<RankPair> pairs) {
        throw new UnsupportedOperationException("this network cannot count its controller's packet-ins");
    }

    /** Releases the network (and the controller behind it). */
    @Override
    void close();
}
