package org.onosproject.janus.cli;

import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractChoicesCompleter;
import org.onosproject.janus.api.JanusService;

import java.util.List;

import static org.onosproject.cli.AbstractShellCommand.get;

/**
 * Completes the names of the registered strategies.
 */
@Service
public class StrategyNameCompleter extends AbstractChoicesCompleter {

    @Override
    protected List<String> choices() {
        return StrategyView.of(get(JanusService.class)).names();
    }
}
