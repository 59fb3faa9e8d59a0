package org.onosproject.janus.cli;

import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractChoicesCompleter;

import java.util.List;

/**
 * Completes the sort keys of {@code janus-links}.
 */
@Service
public class LinkSortCompleter extends AbstractChoicesCompleter {

    @Override
    protected List<String> choices() {
        return LinkSort.keys();
    }
}
