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
package org.onosproject.janus.testbed.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The machine's CPU time so far (all cores, from the first line of {@code /proc/stat}), to tell how busy the
 * cores were between two samples: a run during which they were busy nearly all the time was CPU-bound.
 */
public final class CpuTime {

    private static final Path STAT = Paths.get("/proc/stat");

    private final long busyTicks;
    private final long totalTicks;

    CpuTime(long busyTicks, long totalTicks) {
        this.busyTicks = busyTicks;
        this.totalTicks = totalTicks;
    }

    /** The machine's CPU time now; zero when {@code /proc/stat} cannot be read. */
    public static CpuTime now() {
        try {
            return parse(Files.readString(STAT, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return new CpuTime(0, 0);
        }
    }

    /** From {@code /proc/stat}'s text: idle and iowait are idle, everything else on the {@code cpu} line is busy. */
    static CpuTime parse(String stat) {
        String[] f = stat.substring(0, stat.indexOf('\n')).trim().split("\\s+");
        if (!f[0].equals("cpu")) {
            throw new IllegalArgumentException("not /proc/stat: " + f[0]);
        }
        long total = 0;
        long idle = 0;
        for (int i = 1; i < f.length && i <= 8; i++) {
            long v = Long.parseLong(f[i]);
            total += v;
            if (i == 4 || i == 5) {
                idle += v;
            }
        }
        return new CpuTime(total - idle, total);
    }

    /** Percent of the time since {@code earlier} that the cores were busy; NaN when nothing was measured. */
    public double busyPercentSince(CpuTime earlier) {
        long total = totalTicks - earlier.totalTicks;
        return total <= 0 ? Double.NaN : 100.0 * (busyTicks - earlier.busyTicks) / total;
    }
}
