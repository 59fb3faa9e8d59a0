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

import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.janus.api.JanusService;

/**
 * Shows Janus's counters.
 */
@Service
@Command(scope = "onos", name = "janus-stats",
        description = "Shows Janus's counters, group by group: provisioning, withdrawals, provisioning queue, "
                + "reroutes after link loss and their latencies, rebalancer, placement repair, selections and "
                + "fallbacks per strategy and selection latency")
public class JanusStatsCommand extends AbstractShellCommand {

    @Override
    protected void doExecute() {
        StatsView view = new StatsView(get(JanusService.class).statistics());
        if (outputJson()) {
            print("%s", view.json(this)); // the JSON of GET /onos/janus/stats
        } else {
            view.rows().forEach(row -> print("%s", row));
        }
    }
}
