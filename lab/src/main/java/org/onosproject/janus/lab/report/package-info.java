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
