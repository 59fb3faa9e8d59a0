package org.onosproject.janus.lab.experiment;

/** Told about each run as an experiment goes. */
public interface ProgressListener {
    ProgressListener SILENT = new ProgressListener() {
        @Override
        public void runStarting(int index, int total, Cell cell, int rep) {
        }

        @Override
        public void runFinished(int index, int total, RunRecord record) {
        }
    };

    void runStarting(int index, int total, Cell cell, int rep);

    void runFinished(int index, int total, RunRecord record);
}
