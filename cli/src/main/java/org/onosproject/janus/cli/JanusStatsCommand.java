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
        description = "Shows Janus's counters: (re)programming, selections and fallbacks per strategy, "
                + "selection latency, ignored packets, withdrawals, reroutes after link loss and their latencies, "
                + "provisioning queue, rebalancer rounds and moves, placement repairs")
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
