package org.onosproject.janus.lab.cli;

import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress on stderr: a redrawn bar on a terminal, one plain line per finished run otherwise
 * (logs, pipes, CI).
 */
public final class ProgressBar implements ProgressListener {
    private static final int WIDTH = 30;

    private final PrintStream err;
    private final boolean terminal;
    private final long startNanos = System.nanoTime();

    public ProgressBar(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public void runStarting(int index, int total, Cell cell, int rep) {
        if (terminal) {
            draw(index, total, cell + " rep " + rep);
        }
    }

    @Override
    public void runFinished(int index, int total, RunRecord record) {
        String what = record.cell() + " rep " + record.rep() + ": " + (record.succeeded()
                ? String.format(Locale.ROOT, "%.2f s", record.runtimeSeconds()) : "FAILED " + record.failure().orElse(""));
        if (terminal) {
            draw(index + 1, total, what);
            if (index + 1 == total || !record.succeeded()) {
                err.println();
            }
        } else {
            err.printf(Locale.ROOT, "run %d/%d %s%n", index + 1, total, what);
        }
        err.flush();
    }

    private void draw(int done, int total, String what) {
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        String line = String.format(Locale.ROOT, "\r[%s%s] %d/%d %4.0fs %s", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, elapsed, what);
        err.print(line.length() > 140 ? line.substring(0, 140) : line + " ".repeat(140 - line.length()));
        err.flush();
    }
}
