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

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Heap figures of the lab's own JVM, for the benchmark and the soak's leak check: live heap after full
 * collections, and peak heap since a reset. Stateless: it reads the JVM's memory beans.
 */
public final class HeapProbe {
    public static final double MB = 1024.0 * 1024.0;

    private HeapProbe() {
    }

    /** Heap still in use after full collections: what the objects alive now really take. */
    public static double liveHeapMb() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / MB;
    }

    /** Forgets the heap pools' peaks, so {@link #peakHeapMb()} covers what follows. */
    public static void resetPeak() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /**
     * Sum of every heap pool's peak since {@link #resetPeak()}: an upper bound of the heap used at any
     * instant (the pools need not peak together), garbage included.
     */
    public static double peakHeapMb() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum / MB;
    }

    public static double maxHeapMb() {
        return Runtime.getRuntime().maxMemory() / MB;
    }
}
