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

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.janus.api.JanusJobService;

/**
 * Removes a declared job: its intents are withdrawn and purged.
 */
@Service
@Command(scope = "onos", name = "janus-job-remove",
        description = "Removes a declared MPI job and withdraws its paths")
public class JanusJobRemoveCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "id", description = "Id of the job", required = true, multiValued = false)
    @Completion(JobIdCompleter.class)
    String id = null;

    @Override
    protected void doExecute() {
        if (!get(JanusJobService.class).removeJob(id)) {
            error("No Janus job with id '%s'", id);
            return;
        }
        print("Removed job %s", id);
    }
}
