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
package org.onosproject.janus.bench;

import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The benchmark thread's CPU time per operation over the measurement iterations, printed at the
 * end of a trial. JMH reports wall-clock time, which on a shared machine includes the time the
 * thread waited for a core; this is the part it actually ran.
 */
final class CpuTimePerOperation {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private long iterationStart;
    private long operations;
    private long measuredNanos;
    private long measuredOperations;

    void startIteration() {
        operations = 0;
        iterationStart = threads.getCurrentThreadCpuTime();
    }

    void count() {
        operations++;
    }

    void endIteration(IterationParams iteration) {
        long nanos = threads.getCurrentThreadCpuTime() - iterationStart;
        if (iteration.getType() == IterationType.MEASUREMENT) {
            measuredNanos += nanos;
            measuredOperations += operations;
        }
    }

    void print(String what) {
        if (measuredOperations > 0) {
            System.out.printf(Locale.ROOT, "%n[cpu] %s: %.3f us/op thread CPU time over %d ops%n",
                              what, measuredNanos / 1e3 / measuredOperations, measuredOperations);
        }
    }
}
