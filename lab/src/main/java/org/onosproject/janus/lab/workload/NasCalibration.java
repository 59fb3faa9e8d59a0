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
package org.onosproject.janus.lab.workload;

/**
 * What thesis Table 5.1 says about one NAS application (Sparse, 75% concurrency, idle timeout
 * 10 s) and the model parameters we chose from it. See lab/WORKLOADS.md for the derivation.
 */
public final class NasCalibration {
    private final String name;
    private final CommPattern pattern;
    private final double thesisShortestSeconds;
    private final double thesisLuarSeconds;
    private final double thesisSpeedup;
    private final double thesisVolumeMegabytes;
    private final int iterations;
    private final boolean keepThesisVolume;

    NasCalibration(String name, CommPattern pattern, double thesisShortestSeconds,
                   double thesisLuarSeconds, double thesisSpeedup, double thesisVolumeMegabytes,
                   int iterations, boolean keepThesisVolume) {
        this.name = name;
        this.pattern = pattern;
        this.thesisShortestSeconds = thesisShortestSeconds;
        this.thesisLuarSeconds = thesisLuarSeconds;
        this.thesisSpeedup = thesisSpeedup;
        this.thesisVolumeMegabytes = thesisVolumeMegabytes;
        this.iterations = iterations;
        this.keepThesisVolume = keepThesisVolume;
    }

    public String name() {
        return name;
    }

    public CommPattern pattern() {
        return pattern;
    }

    public double thesisShortestSeconds() {
        return thesisShortestSeconds;
    }

    public double thesisLuarSeconds() {
        return thesisLuarSeconds;
    }

    /** The speed-up as printed (the thesis truncates to two decimals: BT 432.89/352.11 = 1.229). */
    public double thesisSpeedup() {
        return thesisSpeedup;
    }

    public double thesisVolumeMegabytes() {
        return thesisVolumeMegabytes;
    }

    public int iterations() {
        return iterations;
    }

    /** Target contention-free runtime: the thesis's LUAR runtime at 75% concurrency. */
    public double targetRuntimeSeconds() {
        return thesisLuarSeconds;
    }

    /**
     * Target share of the contention-free runtime spent communicating: the time LUAR saved over
     * shortest path, relative to LUAR's runtime, i.e. assuming shortest-path communication under
     * 75% concurrency took twice its contention-free time. Zero when the thesis volume is kept.
     */
    public double targetNetworkShare() {
        if (keepThesisVolume) {
            return 0.0;
        }
        return (thesisShortestSeconds - thesisLuarSeconds) / thesisLuarSeconds;
    }

    /** True for EP: its 0.01 MB cannot carry any network time in a flow-level model. */
    public boolean keepsThesisVolume() {
        return keepThesisVolume;
    }
}
