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
package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress on stderr: a redrawn bar on a terminal, one plain line per finished run otherwise
 * (logs, pipes, CI). The bar counts finished runs, so it covers runs made in parallel (in any order) or
 * a shard's slice (of the scenario's total) alike. When told the networks are large, also how each run's network is
 * being built:
 * on a terminal a line per build stage, redrawn as it goes; otherwise a line when a stage starts, at each
 * quarter of it, and when it ends.
 */
public final class ProgressBar implements ProgressListener {
    private static final int WIDTH = 30;

    private final PrintStream err;
    private final boolean terminal;
    private final boolean showBuild;
    private final int planned;
    private final long startNanos = System.nanoTime();
    private int finished;
    private String buildStage;
    private long buildQuarter;

    public ProgressBar(PrintStream err, boolean terminal) {
        this(err, terminal, false);
    }

    /** @param showBuild whether to show how each run's network is being built (for large networks) */
    public ProgressBar(PrintStream err, boolean terminal, boolean showBuild) {
        this(err, terminal, showBuild, -1);
    }

    /**
     * @param planned the runs this process makes, when not all of the scenario's (a shard): the bar counts
     *                them; -1: all of them
     */
    public ProgressBar(PrintStream err, boolean terminal, boolean showBuild, int planned) {
        this.err = err;
        this.terminal = terminal;
        this.showBuild = showBuild;
        this.planned = planned;
    }

    @Override
    public void networkBuilding(String stage, long done, long total) {
        if (!showBuild) {
            return;
        }
        boolean starting = !stage.equals(buildStage);
        if (starting) {
            buildStage = stage;
            buildQuarter = 0;
        }
        boolean over = done >= total;
        String line = String.format(Locale.ROOT, "  building the network: %s %s %4.0fs", stage,
                total > 1 ? String.format(Locale.ROOT, "%,d/%,d (%d%%)", done, total, total == 0 ? 100
                        : done * 100 / total) : over ? "done" : "...", elapsedSeconds());
        if (terminal) {
            err.print("\r" + line + " ".repeat(Math.max(0, 140 - line.length())));
            if (over) {
                err.println();
            }
        } else {
            long quarter = total == 0 ? 4 : done * 4 / total;
            if (starting || over || quarter > buildQuarter) {
                buildQuarter = quarter;
                err.println(line.trim());
            }
        }
        err.flush();
    }

    @Override
    public void runStarting(int index, int total, Cell cell, int rep) {
        if (terminal) {
            draw(finished, planned < 0 ? total : planned, "run " + (index + 1) + ": " + cell + " rep " + rep);
        }
    }

    @Override
    public void runFinished(int index, int total, RunRecord record) {
        String what = record.cell() + " rep " + record.rep() + ": " + (record.succeeded()
                ? String.format(Locale.ROOT, "%.2f s", record.runtimeSeconds())
                : "FAILED " + record.failure().orElse(""));
        finished++;
        int all = planned < 0 ? total : planned;
        if (terminal) {
            draw(finished, all, "run " + (index + 1) + ": " + what);
            if (finished == all || !record.succeeded()) {
                err.println();
            }
        } else {
            err.printf(Locale.ROOT, "run %d/%d %s%s%n", index + 1, total, what, finished == index + 1 && all == total
                    ? "" : String.format(Locale.ROOT, " (%d of %d done)", finished, all));
        }
        err.flush();
    }

    private double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    private void draw(int done, int total, String what) {
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        String line = String.format(Locale.ROOT, "\r[%s%s] %d/%d %4.0fs %s", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, elapsedSeconds(), what);
        err.print(line.length() > 140 ? line.substring(0, 140) : line + " ".repeat(140 - line.length()));
        err.flush();
    }
}
