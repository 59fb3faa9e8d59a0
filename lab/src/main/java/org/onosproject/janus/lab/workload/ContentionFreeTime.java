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

import java.util.Locale;

/**
 * What a workload would take if no two of its flows ever shared a fabric link: every flow limited
 * only by its own hosts' links (each at the fabric's host link rate, in the fluid model, which adds
 * no per-packet overhead to the bytes), after one control delay for its first packet-in. Reprogramming
 * after an idle timeout expired is not counted (it costs every strategy alike).
 */
public final class ContentionFreeTime {
    private final double makespanMillis;
    private final double meanFlowMillis;
    private final String makespanBinds;
    private final String meanFlowBinds;

    /**
     * @param makespanMillis from the workload's start until its last flow would finish
     * @param meanFlowMillis mean over flows of start-to-last-byte time, NaN when the workload does not say
     */
    public ContentionFreeTime(double makespanMillis, double meanFlowMillis) {
        this(makespanMillis, meanFlowMillis, "host links", "host links");
    }

    /**
     * @param makespanMillis from the workload's start until its last flow could finish
     * @param meanFlowMillis mean over flows of start-to-last-byte time, NaN when the workload does not say
     * @param makespanBinds  the cut whose bound on the makespan is the largest ({@code host links}, ...)
     * @param meanFlowBinds  likewise for the mean flow completion time
     */
    public ContentionFreeTime(double makespanMillis, double meanFlowMillis, String makespanBinds,
                              String meanFlowBinds) {
        if (!(makespanMillis >= 0) || Double.isInfinite(makespanMillis)) {
            throw new IllegalArgumentException("makespan must be a finite time >= 0: " + makespanMillis);
        }
        this.makespanMillis = makespanMillis;
        this.meanFlowMillis = meanFlowMillis;
        this.makespanBinds = makespanBinds;
        this.meanFlowBinds = meanFlowBinds;
    }

    /**
     * Time for one flow of {@code bytes} alone on links of {@code linkBytesPerSecond}, after
     * {@code controlDelayMillis} waiting for its path: the fluid model's transfer time.
     */
    public static double flowMillis(long bytes, double linkBytesPerSecond, long controlDelayMillis) {
        if (!(linkBytesPerSecond > 0)) {
            throw new IllegalArgumentException("link rate must be > 0: " + linkBytesPerSecond);
        }
        return controlDelayMillis + bytes * 1000.0 / linkBytesPerSecond;
    }

    public double makespanMillis() {
        return makespanMillis;
    }

    public double makespanSeconds() {
        return makespanMillis / 1000.0;
    }

    /** Mean flow completion time, NaN if unknown. */
    public double meanFlowMillis() {
        return meanFlowMillis;
    }

    /** The cut whose bound on the makespan binds ({@code host links} when none is tighter). */
    public String makespanBinds() {
        return makespanBinds;
    }

    /** The cut whose bound on the mean flow completion time binds. */
    public String meanFlowBinds() {
        return meanFlowBinds;
    }

    /** Both bindings in one label: the makespan's, then the mean flow time's when it differs. */
    public String binds() {
        return makespanBinds.equals(meanFlowBinds) ? makespanBinds : makespanBinds + " (FCT: " + meanFlowBinds + ")";
    }

    /** The larger of this and {@code other} in each measure, with the binding cut of the larger. */
    public ContentionFreeTime max(ContentionFreeTime other) {
        boolean otherSpan = other.makespanMillis > makespanMillis * (1 + 1e-9);
        boolean otherFlow = !Double.isNaN(other.meanFlowMillis)
                && (Double.isNaN(meanFlowMillis) || other.meanFlowMillis > meanFlowMillis * (1 + 1e-9));
        return new ContentionFreeTime(otherSpan ? other.makespanMillis : makespanMillis,
                otherFlow ? other.meanFlowMillis : meanFlowMillis,
                otherSpan ? other.makespanBinds : makespanBinds, otherFlow ? other.meanFlowBinds : meanFlowBinds);
    }

    public double meanFlowSeconds() {
        return meanFlowMillis / 1000.0;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "contention-free makespan %.3f s, mean flow %.3f s", makespanSeconds(),
                meanFlowSeconds());
    }
}
