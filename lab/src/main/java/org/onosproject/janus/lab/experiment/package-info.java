/**
 * What an experiment is and how it runs: scenario in, one record per run out.
 * <p>
 * A {@link org.onosproject.janus.lab.experiment.Scenario} (fabric, workloads, strategies, idle
 * timeouts, background concurrency, placements, repetitions, timing) comes from the
 * {@link org.onosproject.janus.lab.experiment.ScenarioCatalog} or a JSON file read by
 * {@link org.onosproject.janus.lab.experiment.ScenarioConfig}; its builder validates every field and
 * reports the first bad one as a {@link org.onosproject.janus.lab.experiment.ConfigException}.
 * {@link org.onosproject.janus.lab.experiment.Footprint} estimates its heap and time before anything is
 * built. The {@link org.onosproject.janus.lab.experiment.ExperimentRunner} expands it into
 * {@link org.onosproject.janus.lab.experiment.Cell}s, and for every cell and repetition derives a seed
 * ({@link org.onosproject.janus.lab.experiment.Seeds}), opens a fresh network through a
 * {@link org.onosproject.janus.lab.experiment.NetworkFactory} (the real one is
 * {@link org.onosproject.janus.lab.experiment.EmulatedNetworkFactory}, which turns the
 * {@link org.onosproject.janus.lab.experiment.NetworkSpec} into an emulated network running Janus),
 * drives the background and the measured workload on its
 * {@link org.onosproject.janus.lab.experiment.LabSession} and keeps a
 * {@link org.onosproject.janus.lab.experiment.RunRecord}; all records make the
 * {@link org.onosproject.janus.lab.experiment.ExperimentResult} the report is written from.
 * {@link org.onosproject.janus.lab.experiment.PacketInStormRun} is the separate load measurement of
 * docs/load.md (its own {@code main}).
 * <p>
 * Depends on {@code workload} (the workloads), {@code sim} (the network interface), {@code net} and
 * {@code topo} (the emulated network behind the factory), and on the Janus app (its statistics for the
 * counters, its component properties for strategy variants).
 */
package org.onosproject.janus.lab.experiment;
