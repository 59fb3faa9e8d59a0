/**
 * The failure experiment ({@code janus-lab run faults-k4}): a core link and then an aggregation switch
 * fail and recover under a NAS application and thesis background load.
 * <p>
 * {@link org.onosproject.janus.lab.faults.FaultScenario} describes it (a thesis scenario as base, which
 * link and switch fail and when); {@link org.onosproject.janus.lab.faults.FaultExperiment} runs it on a
 * fresh emulated network per application and strategy (it builds the network itself rather than through
 * the experiment runner); each run is a {@link org.onosproject.janus.lab.faults.FaultRun} of
 * {@link org.onosproject.janus.lab.faults.FaultEvent}s, and
 * {@link org.onosproject.janus.lab.faults.FaultReport} renders the figures (faults.md).
 * <p>
 * Depends on {@code experiment} (the base scenario from the catalog, seeds, the fabric's topology),
 * {@code net}, {@code topo}, {@code workload} and {@code report} (text tables), and on the Janus API.
 */
package org.onosproject.janus.lab.faults;
