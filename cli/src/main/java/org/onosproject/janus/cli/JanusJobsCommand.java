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

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.codec.JanusDocuments;

import java.util.Optional;

/**
 * Lists the declared jobs, or one of them with its pairs and their paths.
 */
@Service
@Command(scope = "onos", name = "janus-jobs",
        description = "Lists the MPI jobs declared to Janus, or one job with its pairs and paths")
public class JanusJobsCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "id", description = "Id of one job", required = false, multiValued = false)
    @Completion(JobIdCompleter.class)
    String id = null;

    @Override
    protected void doExecute() {
        JanusJobService service = get(JanusJobService.class);
        if (id == null) {
            if (outputJson()) {
                print("%s", json(service, this));
            } else {
                JobTable.summary(service.jobs()).forEach(row -> print("%s", row));
            }
            return;
        }
        Optional<JobState> job = service.job(id);
        if (job.isEmpty()) {
            error("No Janus job with id '%s'", id);
            return;
        }
        if (outputJson()) {
            print("%s", JanusDocuments.job(job.get(), this));
        } else {
            JobTable.detail(job.get()).forEach(row -> print("%s", row));
        }
    }

    /**
     * What {@code -j} prints without an id: the JSON of {@code GET /onos/janus/jobs}.
     *
     * @param service Janus's jobs
     * @param context the shell command, where the codecs are found
     * @return the document
     */
    static ObjectNode json(JanusJobService service, CodecContext context) {
        return JanusDocuments.jobs(service.jobs(), context);
    }
}
