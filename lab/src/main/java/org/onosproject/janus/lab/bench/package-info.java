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
 * {@code janus-lab bench} (BENCHMARKS.md): whole-system wall-clock measurements of the lab, not JMH.
 * <p>
 * {@link org.onosproject.janus.lab.bench.LabBenchmark} (the {@code bench} subcommand of
 * {@link org.onosproject.janus.lab.cli.JanusLab}) measures, per fat-tree size, new flows per second through
 * the real intent pipeline (flow set-up scenarios run by the lab's one runner, their control-plane
 * records read) and simulated seconds per wall second of the headline scenario (run by the same runner);
 * with {@code --footprint}, the heap and
 * time one network and a permutation over all its hosts take
 * ({@link org.onosproject.janus.lab.bench.FootprintBenchmark}), printed beside the
 * {@link org.onosproject.janus.lab.experiment.Footprint} estimate they calibrate.
 * <p>
 * Depends on {@code experiment}, {@code workload} (the outcome of the permutation) and {@code net} (the
 * timing and the build listener).
 */
package org.onosproject.janus.lab.bench;
