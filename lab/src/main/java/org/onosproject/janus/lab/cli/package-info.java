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
 * The {@code janus-lab} command, the lab's only entry point: where a run starts and where its progress
 * is shown.
 * <p>
 * {@link org.onosproject.janus.lab.cli.JanusLab} (the launcher's main class, the lab's only {@code main})
 * parses the words of the command ({@link org.onosproject.janus.lab.cli.CommandLine}), lists the
 * catalogue, resolves the scenario (a named one or a JSON config, with the command-line overrides),
 * refuses it with exit code 2 when it is invalid or its
 * {@link org.onosproject.janus.lab.experiment.Footprint} does not fit the heap, runs it with the
 * {@link org.onosproject.janus.lab.experiment.ExperimentRunner} and writes the report with the
 * {@link org.onosproject.janus.lab.report.ReportWriter}; every kind of scenario (failures, storms, soaks
 * included) takes this one path; with {@code --jobs N} the runs are made in child JVMs and with
 * {@code --shard i/n} one slice of them is left for {@code janus-lab merge} (package {@code parallel}),
 * the report the same either way. {@code janus-lab show} prints a built-in scenario's JSON.
 * {@code janus-lab bench} hands over to the
 * {@link org.onosproject.janus.lab.bench.LabBenchmark}.
 * {@link org.onosproject.janus.lab.cli.ProgressBar} shows the runs (and, for large networks, their
 * building) on stderr.
 * <p>
 * Depends on {@code experiment}, {@code report}, {@code bench}, {@code parallel} and {@code workload}
 * (placements).
 */
package org.onosproject.janus.lab.cli;
