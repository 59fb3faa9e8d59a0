package org.onosproject.janus.cli;

import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractChoicesCompleter;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;

import java.util.List;
import java.util.stream.Collectors;

import static org.onosproject.cli.AbstractShellCommand.get;

/**
 * Completes the intent keys of Janus's paths.
 */
@Service
public class JanusPathKeyCompleter extends AbstractChoicesCompleter {

    @Override
    protected List<String> choices() {
        return get(JanusService.class).paths().stream()
                .map(JanusPath::intentKey).sorted().collect(Collectors.toList());
    }
}
