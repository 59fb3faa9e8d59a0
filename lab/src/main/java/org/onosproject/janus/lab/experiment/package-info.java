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
 * What an experiment is and how it runs: scenario in, one record per run out, for every kind of
 * experiment of the lab (NAS, rings, permutations, traces, failures, storms, soaks, flow set-up).
 * <p>
 * A {@link org.onosproject.janus.lab.experiment.Scenario} (fabric, timing, workloads, strategies, idle
 * timeouts, background concurrency, placements, repetitions, optionally a fault plan and a leak check)
 * comes from the
 * {@link org.onosproject.janus.lab.experiment.ScenarioCatalog} (the built-in JSON files, shipped as
 * resources) or a user's JSON file, both read by
 * {@link org.onosproject.janus.lab.experiment.ScenarioConfig}; its builder validates every field and
 * reports the first bad one as a {@link org.onosproject.janus.lab.experiment.ConfigException}.
 * {@link org.onosproject.janus.lab.experiment.Footprint} estimates its heap and time before anything is
 * built. The {@link org.onosproject.janus.lab.experiment.ExperimentRunner} expands it into
 * {@link org.onosproject.janus.lab.experiment.Cell}s, and for every cell and repetition derives a seed
 * ({@link org.onosproject.janus.lab.experiment.Seeds}), opens a fresh network through a
 * {@link org.onosproject.janus.lab.experiment.NetworkFactory}, drives the background, the measured
 * workload (built by {@link org.onosproject.janus.lab.experiment.Workloads}) and any failures on its
 * {@link org.onosproject.janus.lab.experiment.LabSession} and keeps a
 * {@link org.onosproject.janus.lab.experiment.RunRecord} (with a
 * {@link org.onosproject.janus.lab.experiment.LoadOutcome} or
 * {@link org.onosproject.janus.lab.experiment.LeakOutcome} when the scenario asks); all records make the
 * {@link org.onosproject.janus.lab.experiment.ExperimentResult} the report is written from. A strategy
 * label ending in {@code +declared} ({@link org.onosproject.janus.lab.experiment.StrategyVariant})
 * declares each NAS application to Janus's job service before it starts
 * ({@link org.onosproject.janus.lab.experiment.ApplicationJob}, through the session, by
 * {@link org.onosproject.janus.lab.experiment.JobRun}) and removes it when it ends; every run of such a
 * scenario then also keeps a {@link org.onosproject.janus.lab.experiment.JobOutcome}.
 * {@code NetworkFactory}, {@code LabSession}, {@link org.onosproject.janus.lab.experiment.NetworkSpec}
 * (fabric, controller, seed, timing) and {@link org.onosproject.janus.lab.experiment.PlaneSnapshot} are
 * the whole seam to a network: the runner never sees which one it drives. The emulated one is
 * {@link org.onosproject.janus.lab.experiment.EmulatedNetworkFactory} (an emulated network running Janus
 * on the embedded ONOS core); a real OpenFlow testbed would be a second implementation.
 * <p>
 * A run's counts come from two sources: the {@link org.onosproject.janus.lab.net.FlowLedger}s of the data
 * plane (the workload's flows, every flow of the network) and Janus's own statistics for the control plane.
 * <p>
 * Depends on {@code workload} (the workloads), {@code faults} (fault plans and outcomes), {@code net}
 * (the network interface and the flow ledger, the timing, and the emulated network behind the factory),
 * {@code topo}, and on the Janus app (its statistics, its component properties for strategy variants, its
 * job service).
 */
package org.onosproject.janus.lab.experiment;
