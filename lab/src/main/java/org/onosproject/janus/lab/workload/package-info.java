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
/**
 * The traffic the lab puts on a network: measured workloads and background load.
 * <p>
 * A {@link org.onosproject.janus.lab.workload.Workload} starts flows on a
 * {@link org.onosproject.janus.lab.net.LabNetwork} and ends with a
 * {@link org.onosproject.janus.lab.workload.WorkloadOutcome} holding the
 * {@link org.onosproject.janus.lab.net.FlowLedger} of its flows. The workloads: NAS models as bulk-synchronous MPI
 * runs ({@link org.onosproject.janus.lab.workload.BulkSynchronousRun} over the
 * {@link org.onosproject.janus.lab.workload.MpiApplication}s of
 * {@link org.onosproject.janus.lab.workload.NasBenchmarks}, calibrated in lab/WORKLOADS.md), the HPCC
 * ring ({@link org.onosproject.janus.lab.workload.RingExchange}), random permutations
 * ({@link org.onosproject.janus.lab.workload.RandomPermutation}), trace replay
 * ({@link org.onosproject.janus.lab.workload.TraceReplay}), packet-in storms
 * ({@link org.onosproject.janus.lab.workload.PacketInStorm}), flow set-up on distinct host pairs
 * ({@link org.onosproject.janus.lab.workload.DistinctPairFlows}) and a hold with no flow of its own, for
 * soaks of background only ({@link org.onosproject.janus.lab.workload.Hold}).
 * {@link org.onosproject.janus.lab.workload.BackgroundTraffic} keeps the thesis's background concurrency
 * ({@link org.onosproject.janus.lab.workload.BackgroundSpec}); {@link org.onosproject.janus.lab.workload.RankPlacer}
 * places ranks on hosts; {@link org.onosproject.janus.lab.workload.ContentionFreeTime} is what a workload
 * would take with no shared link.
 * <p>
 * Depends only on {@code net} (the {@code LabNetwork} interface, its values and the
 * {@code FlowLedger}): workloads never see ONOS.
 */
package org.onosproject.janus.lab.workload;
