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
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.lab.workload.BulkSynchronousRun;
import org.onosproject.janus.lab.workload.Workload;

import java.util.List;
import java.util.function.LongSupplier;

import static com.google.common.base.Preconditions.checkState;

/**
 * A NAS application's way to Janus in one run of a scenario that declares jobs. Just before the
 * application starts, it starts counting the packet-ins of the application's rank pairs and, for a
 * declaring strategy, declares the application as a job through the session (Janus's job service);
 * when the application has ended it reads Janus's own count (its statistic of declared-pair packet-ins,
 * over the application's run) and removes the job; after the traffic and
 * the idle timeout, it makes the run's {@link JobOutcome}.
 */
final class JobRun {

    private final LabSession session;
    private final ApplicationJob job;
    private final ImmutableList<Integer> hosts;
    private final boolean declares;
    private final String id;
    private LongSupplier packetIns;
    private JobSpec spec;
    private long janusPacketInsBefore;
    private long janusPacketIns;
    private JobRemoval removal;

    private JobRun(LabSession session, ApplicationJob job, List<Integer> hosts, boolean declares, String id) {
        this.session = session;
        this.job = job;
        this.hosts = ImmutableList.copyOf(hosts);
        this.declares = declares;
        this.id = id;
    }

    /**
     * The run of {@code workload} (a NAS application on {@code hosts}) under {@code cell}'s strategy.
     *
     * @throws IllegalStateException if the workload is not a NAS application
     */
    static JobRun of(Cell cell, int rep, Workload workload, List<Integer> hosts, LabSession session) {
        checkState(workload instanceof BulkSynchronousRun, "%s is not a NAS application, so it cannot be declared "
                + "as a job", workload.name());
        BulkSynchronousRun nas = (BulkSynchronousRun) workload;
        return new JobRun(session, ApplicationJob.of(nas.application()), hosts,
                StrategyVariant.parse(cell.strategy()).declaresJobs(), ApplicationJob.id(nas.application(), rep));
    }

    /** Whether the application is declared as a job (else it is left to packet-ins). */
    boolean declares() {
        return declares;
    }

    /**
     * Just before the application starts: counts its pairs' packet-ins from now on and, if it is to be
     * declared, declares it and lets the control plane install it.
     *
     * @throws IllegalStateException with Janus's reason if Janus refuses the job
     */
    void beforeStart() {
        packetIns = session.countPacketIns(hosts, job.pairs());
        if (!declares) {
            return;
        }
        spec = job.spec(id, rank -> session.hostAddress(hosts.get(rank)));
        janusPacketInsBefore = session.janusStatistics().count(Statistic.DECLARED_PAIR_PACKET_INS);
        try {
            session.declareJob(spec);
        } catch (JobSpecException e) {
            throw new IllegalStateException("Janus refused job " + id + " (" + e.field() + "): " + e.getMessage()
                    + "; declared " + spec, e);
        }
    }

    /** Right when the application has ended: Janus's count of the job's packet-ins, then the removal. */
    void afterEnd() {
        checkState(packetIns != null, "the application never started");
        if (!declares) {
            return;
        }
        janusPacketIns = session.janusStatistics().count(Statistic.DECLARED_PAIR_PACKET_INS) - janusPacketInsBefore;
        removal = session.removeJob(id);
    }

    /**
     * The outcome, once the traffic ended and the idle timeout passed.
     *
     * @param after the planes then (needed when declared; ignored otherwise)
     */
    JobOutcome outcome(PlaneSnapshot after) {
        checkState(packetIns != null, "the application never started");
        if (!declares) {
            return JobOutcome.reactive(job.pairs().size(), packetIns.getAsLong());
        }
        checkState(removal != null, "the job was never removed");
        return JobOutcome.declared(id, spec.pattern().configName(), job.pairs().size(), packetIns.getAsLong(),
                janusPacketIns, removal, after);
    }
}
