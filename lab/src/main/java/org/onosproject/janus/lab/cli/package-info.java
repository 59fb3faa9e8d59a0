/**
 * The {@code janus-lab} command: the entry point of a run and where its progress is shown.
 * <p>
 * {@link org.onosproject.janus.lab.cli.JanusLab} (the launcher's main class) parses the words of the
 * command ({@link org.onosproject.janus.lab.cli.CommandLine}), resolves the scenario (a named one from
 * the catalog or a JSON config, with the command-line overrides), refuses it with exit code 2 when it is
 * invalid or its {@link org.onosproject.janus.lab.experiment.Footprint} does not fit the heap, runs it
 * with the {@link org.onosproject.janus.lab.experiment.ExperimentRunner} and writes the report with the
 * {@link org.onosproject.janus.lab.report.ReportWriter}.
 * {@link org.onosproject.janus.lab.cli.ProgressBar} shows the runs (and, for large networks, their
 * building) on stderr; {@link org.onosproject.janus.lab.cli.JanusControllers} gives each run the real
 * Janus with its strategy; {@link org.onosproject.janus.lab.cli.FaultsCommand} runs the {@code faults-k4}
 * experiment of the {@code faults} package.
 * <p>
 * Depends on {@code experiment}, {@code report}, {@code faults}, {@code net} and {@code workload}.
 */
package org.onosproject.janus.lab.cli;
