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

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Collection;

/** Mean, sample standard deviation and the 90% Student-t confidence interval of a sample. */
public final class SampleStatistics {
    public static final double CONFIDENCE = 0.90;

    private final int n;
    private final double mean;
    private final double std;
    private final double ciHalfWidth;

    private SampleStatistics(int n, double mean, double std, double ciHalfWidth) {
        this.n = n;
        this.mean = mean;
        this.std = std;
        this.ciHalfWidth = ciHalfWidth;
    }

    public static SampleStatistics of(Collection<Double> sample) {
        int n = sample.size();
        if (n == 0) {
            return new SampleStatistics(0, Double.NaN, Double.NaN, Double.NaN);
        }
        double mean = sample.stream().mapToDouble(Double::doubleValue).sum() / n;
        if (n == 1) {
            return new SampleStatistics(1, mean, 0.0, Double.NaN);
        }
        double squares = sample.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
        double std = Math.sqrt(squares / (n - 1));
        double t = new TDistribution(null, n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        return new SampleStatistics(n, mean, std, t * std / Math.sqrt(n));
    }

    public int n() {
        return n;
    }

    public double mean() {
        return mean;
    }

    /** Sample standard deviation (n - 1); 0 for one value. */
    public double std() {
        return std;
    }

    /** Half-width of the 90% confidence interval; NaN with fewer than two values. */
    public double ciHalfWidth() {
        return ciHalfWidth;
    }
}
