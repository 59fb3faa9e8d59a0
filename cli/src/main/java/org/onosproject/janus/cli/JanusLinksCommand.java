package org.onosproject.janus.cli;

import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.janus.api.JanusService;

/**
 * Lists every directed fabric link with its capacity, its measured, committed and expected load (rate
 * and utilisation each, and the Janus flows placed on it) and its sample age.
 */
@Service
@Command(scope = "onos", name = "janus-links",
        description = "Lists the link-usage graph: per directed link, capacity, measured, committed and "
                + "expected load (rate and utilisation), Janus flows on it, sample age")
public class JanusLinksCommand extends AbstractShellCommand {

    @Option(name = "-s", aliases = "--sort",
            description = "Order: link (default); rate, utilisation (measured), committed, expected "
                    + "(utilisation) or flows, highest first; age (oldest first)",
            required = false, multiValued = false)
    @Completion(LinkSortCompleter.class)
    String sort = LinkSort.LINK.key();

    @Override
    protected void doExecute() {
        LinkSort order;
        try {
            order = LinkSort.parse(sort);
        } catch (IllegalArgumentException e) {
            error("%s", e.getMessage());
            return;
        }
        JanusService service = get(JanusService.class);
        LinkTable table = new LinkTable(service.linkUsage().all(), order, service.nowMillis());
        if (outputJson()) {
            print("%s", table.json(mapper()));
        } else {
            table.rows().forEach(row -> print("%s", row));
        }
    }
}
