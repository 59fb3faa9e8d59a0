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
