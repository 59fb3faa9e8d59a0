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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobState;

import java.util.List;
import java.util.Locale;

/**
 * The text {@code janus-jobs} prints: one line per job, and with one job its pairs and their paths.
 */
final class JobTable {

    private JobTable() {
    }

    /**
     * One line per job, after a header.
     *
     * @param jobs the jobs
     * @return the lines
     */
    static List<String> summary(List<JobState> jobs) {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        rows.add(String.format(Locale.ROOT, "%-20s %-9s %-11s %6s %6s %10s",
                               "id", "status", "pattern", "hosts", "pairs", "expiresMs"));
        for (JobState job : jobs) {
            rows.add(String.format(Locale.ROOT, "%-20s %-9s %-11s %6d %6d %10d", job.id(), job.status(),
                                   job.spec().pattern().configName(), job.spec().hosts().size(), job.pairs().size(),
                                   job.expiresMillis()));
        }
        return rows.build();
    }

    /**
     * One job with every pair and its path.
     *
     * @param job the job
     * @return the lines
     */
    static List<String> detail(JobState job) {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        rows.addAll(summary(ImmutableList.of(job)));
        for (JobPair pair : job.pairs()) {
            StringBuilder path = new StringBuilder();
            pair.path().forEach(l -> path.append(path.length() == 0 ? "" : " ").append(l.src()).append("->")
                    .append(l.dst()));
            rows.add(String.format(Locale.ROOT, "  %d->%d %s->%s %s %s", pair.srcRank(), pair.dstRank(),
                                   pair.srcIp(), pair.dstIp(), pair.placed() ? "placed" : "NO PATH",
                                   path.length() == 0 && pair.placed() ? "(one switch)" : path));
        }
        return rows.build();
    }
}
