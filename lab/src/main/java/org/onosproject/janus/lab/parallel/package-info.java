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
