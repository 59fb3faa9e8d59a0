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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.workload.RankPair;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

/**
 * A job Janus refuses (here: a host that is not in the fabric) fails its run with Janus's reason and
 * leaves no job behind; the real Janus on the real emulated network, with only the host's address
 * changed on its way into the declaration.
 */
public class RefusedJobTest {

    private static final String NOT_IN_THE_FABRIC = "10.99.99.99";

    @Test
    public void aHostNotInTheFabricFailsTheRunWithJanussReasonAndLeavesNoJob() throws ConfigException {
        Scenario scenario = Scenario.builder("jobs-refused").fabric(FabricSpec.thesis())
                .workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("luar+declared")).concurrency(ImmutableList.of(0))
                .idleTimeouts(ImmutableList.of(10)).reps(1).seed(11).build();
        List<Long> left = new ArrayList<>();
        NetworkFactory real = EmulatedNetworkFactory.withJanus();
        NetworkFactory wrongAddress = (spec, progress) -> new WrongAddress(real.open(spec, progress), left);
        ExperimentResult result = new ExperimentRunner(wrongAddress).run(scenario, ProgressListener.SILENT);

        assertFalse(result.complete());
        String failure = result.runs().get(0).failure().orElseThrow();
        assertThat(failure, containsString("Janus refused job MG-4ranks-rep0 (hosts)"));
        assertThat(failure, containsString("unknown host " + NOT_IN_THE_FABRIC));
        assertEquals("no job record and no Janus intent were left", List.of(0L, 0L), left);
    }

    /** The real session, but rank 2's host goes by an address no host of the fabric has. */
    private static final class WrongAddress implements LabSession {
        private final LabSession real;
        private final List<Long> left;
        private int asked;

        WrongAddress(LabSession real, List<Long> left) {
            this.real = real;
            this.left = left;
        }

        @Override
        public String hostAddress(int host) {
            return asked++ == 2 ? NOT_IN_THE_FABRIC : real.hostAddress(host);
        }

        @Override
        public JobState declareJob(JobSpec spec) {
            return real.declareJob(spec);
        }

        @Override
        public Optional<JobState> job(String id) {
            return real.job(id);
        }

        @Override
        public JobRemoval removeJob(String id) {
            return real.removeJob(id);
        }

        @Override
        public LongSupplier countPacketIns(List<Integer> hosts, Collection<RankPair> pairs) {
            return real.countPacketIns(hosts, pairs);
        }

        @Override
        public LabNetwork network() {
            return real.network();
        }

        @Override
        public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
            return real.runUntil(done, deadlineMillis);
        }

        @Override
        public void drain() {
            real.drain();
        }

        @Override
        public void idle(long millis) {
            real.idle(millis);
        }

        @Override
        public FlowLedger flows() {
            return real.flows();
        }

        @Override
        public long janusPathsAmong(Collection<Integer> hosts) {
            return real.janusPathsAmong(hosts);
        }

        @Override
        public List<Long> recentMoveMillis() {
            return real.recentMoveMillis();
        }

        @Override
        public JanusStatistics janusStatistics() {
            return real.janusStatistics();
        }

        @Override
        public PlaneSnapshot snapshot() {
            return real.snapshot();
        }

        @Override
        public Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                                   Predicate<FlowSpec> appFlow) {
            return real.injectFaults(plan, appStartMillis, appRuntimeMillis, appFlow);
        }

        @Override
        public void close() {
            left.add(real.job("MG-4ranks-rep0").isPresent() ? 1L : 0L);
            left.add(real.snapshot().janusIntents());
            real.close();
        }
    }
}
