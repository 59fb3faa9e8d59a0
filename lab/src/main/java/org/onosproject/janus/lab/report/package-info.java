/**
 * The report of an experiment: terminal tables and the report folder.
 * <p>
 * {@link org.onosproject.janus.lab.report.ReportWriter} turns an
 * {@link org.onosproject.janus.lab.experiment.ExperimentResult} into the terminal text and the folder
 * (runs.csv, summary.csv, results.json, report.md, SVG charts, index.html), written to a temporary
 * sibling and moved into place. {@link org.onosproject.janus.lab.report.ResultSummary} groups the runs
 * by cell with statistics over repetitions; {@link org.onosproject.janus.lab.report.ResultTables} lays
 * them out like the thesis's tables beside {@link org.onosproject.janus.lab.report.ThesisReference};
 * {@link org.onosproject.janus.lab.report.Charts} draws them with
 * {@link org.onosproject.janus.lab.report.SvgChart}; {@link org.onosproject.janus.lab.report.Exports}
 * writes CSV and JSON; {@link org.onosproject.janus.lab.report.TextTable} renders a table as text or
 * Markdown. When a scenario's runs carry them, the tables end with a failures section
 * ({@link org.onosproject.janus.lab.report.FailureTables}), a control-plane section
 * ({@link org.onosproject.janus.lab.report.ControlPlaneTables}) or a leak section
 * ({@link org.onosproject.janus.lab.report.LeakTables}).
 * <p>
 * Depends on {@code experiment} (results, records, statistics), {@code faults} (the failures' outcome),
 * {@code net} (the flow ledger the records keep) and {@code workload} (metric names, calibration).
 */
package org.onosproject.janus.lab.report;
