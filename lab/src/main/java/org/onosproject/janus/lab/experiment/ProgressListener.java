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
