/**
 * {@code janus-lab bench} (BENCHMARKS.md): whole-system wall-clock measurements of the lab, not JMH.
 * <p>
 * {@link org.onosproject.janus.lab.bench.LabBenchmark} (the launcher's main class for {@code bench})
 * measures, per fat-tree size, new flows per second through the real intent pipeline
 * ({@link org.onosproject.janus.lab.bench.FlowSetupBenchmark}) and simulated seconds per wall second of the
 * headline scenario ({@link org.onosproject.janus.lab.bench.HeadlineSpeedBenchmark}); with
 * {@code --footprint}, the heap and time one network and a permutation over all its hosts take
 * ({@link org.onosproject.janus.lab.bench.FootprintBenchmark}), printed beside the
 * {@link org.onosproject.janus.lab.experiment.Footprint} estimate they calibrate.
 * {@link org.onosproject.janus.lab.bench.HeapProbe} reads live and peak heap.
 * <p>
 * Depends on {@code experiment}, {@code net}, {@code sim}, {@code workload} and {@code cli} (the standard
 * controllers and the progress bar).
 */
package org.onosproject.janus.lab.bench;
