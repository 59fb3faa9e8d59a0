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
 * A scenario's runs spread over child JVMs and over a cluster's nodes, with results identical to one
 * process running them in order.
 * <p>
 * {@link org.onosproject.janus.lab.parallel.WorkerPool} ({@code janus-lab run --jobs N}) hands the runs,
 * in run order, to N {@link org.onosproject.janus.lab.parallel.RunWorker} child JVMs started like this one
 * ({@link org.onosproject.janus.lab.parallel.ChildJvm}); each makes its run exactly as the one-process
 * runner does and hands the record back through {@link org.onosproject.janus.lab.parallel.RecordCodec}.
 * A {@link org.onosproject.janus.lab.parallel.Shard} ({@code --shard i/n}) is one slice of the runs; its
 * records are left in its folder as a {@link org.onosproject.janus.lab.parallel.ShardResult}, and
 * {@link org.onosproject.janus.lab.parallel.ShardMerge} ({@code janus-lab merge}) puts the slices back
 * together, refusing slices of different scenarios or seeds and a missing one.
 * <p>
 * Depends on {@code experiment} (scenarios, the runner, records).
 */
package org.onosproject.janus.lab.parallel;
