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
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.api.codec.JanusDocuments;

import java.util.List;

/**
 * Declares an MPI job: Janus places all its pairs at once and keeps the paths until the job is removed.
 */
@Service
@Command(scope = "onos", name = "janus-job-add",
        description = "Declares an MPI job (hosts in rank order) so Janus places all its pairs at once")
public class JanusJobAddCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "id", description = "Job id (letters, digits, . _ -)", required = true)
    String id = null;

    @Argument(index = 1, name = "hosts", description = "Hosts in rank order: IPv4 addresses or ONOS host ids",
            required = true, multiValued = true)
    List<String> hosts = null;

    @Option(name = "-p", aliases = "--pattern", description = "all-to-all (default), ring, neighbours or pairs")
    @Completion(JobPatternCompleter.class)
    String pattern = JobPattern.ALL_TO_ALL.configName();

    @Option(name = "-g", aliases = "--grid", description = "Grid of the neighbours pattern, e.g. 4x4 or 2x2x4")
    String grid = null;

    @Option(name = "-P", aliases = "--pairs", description = "Rank pairs of the pairs pattern, e.g. 0:1,1:0,2:3")
    String pairs = null;

    @Option(name = "-b", aliases = "--bytes", description = "Bytes each pair is expected to carry")
    long expectedBytes = 0;

    @Option(name = "-t", aliases = "--ttl", description = "Seconds after which Janus removes the job; 0 never")
    long ttl = 0;

    @Override
    protected void doExecute() {
        JobState job;
        try {
            job = get(JanusJobService.class).declareJob(spec());
        } catch (JobSpecException e) {
            error("%s: %s", e.field(), e.getMessage());
            return;
        }
        if (outputJson()) {
            print("%s", JanusDocuments.job(job, this));
        } else {
            JobTable.detail(job).forEach(row -> print("%s", row));
        }
    }

    /**
     * The declaration the arguments make.
     *
     * @return the job as declared
     */
    JobSpec spec() {
        JobSpec.Builder spec = JobSpec.builder(id).hosts(hosts == null ? ImmutableList.of() : hosts)
                .pattern(JobPattern.fromName(pattern)).expectedBytes(expectedBytes).ttlSeconds(ttl);
        if (grid != null) {
            ImmutableList.Builder<Integer> extents = ImmutableList.builder();
            for (String extent : grid.split("[xX,]")) {
                extents.add(number(extent, "grid"));
            }
            spec.grid(extents.build());
        }
        if (pairs != null) {
            ImmutableList.Builder<RankPair> list = ImmutableList.builder();
            for (String pair : pairs.split(",")) {
                String[] ranks = pair.trim().split(":");
                if (ranks.length != 2) {
                    throw new JobSpecException("pairs", "a pair is src:dst, not '" + pair + "'");
                }
                list.add(RankPair.of(number(ranks[0], "pairs"), number(ranks[1], "pairs")));
            }
            spec.pairs(list.build());
        }
        return spec.build();
    }

    private static int number(String text, String field) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new JobSpecException(field, "'" + text + "' is not a whole number");
        }
    }
}
