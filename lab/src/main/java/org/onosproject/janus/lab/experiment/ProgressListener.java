package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.net.BuildListener;

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

    /**
     * How far the network of the run that is starting has been built (see {@link BuildListener}); by
     * default ignored.
     */
    default void networkBuilding(String stage, long done, long total) {
    }
}
