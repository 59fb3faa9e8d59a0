package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JanusDocuments;

import java.util.Collection;
import java.util.Optional;

/**
 * Lists the intents Janus has provisioned, or one of them by key.
 */
@Service
@Command(scope = "onos", name = "janus-paths",
        description = "Lists Janus's intents: key, hosts, path, strategy, age, idle time and bytes")
public class JanusPathsCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "key", description = "Intent key of one Janus path",
            required = false, multiValued = false)
    @Completion(JanusPathKeyCompleter.class)
    String key = null;

    @Override
    protected void doExecute() {
        JanusService service = get(JanusService.class);
        Collection<JanusPath> paths;
        if (key == null) {
            paths = service.paths();
        } else {
            Optional<JanusPath> path = service.path(key);
            if (!path.isPresent()) {
                error("No Janus intent with key '%s'", key);
                return;
            }
            paths = ImmutableList.of(path.get());
        }
        if (outputJson()) {
            print("%s", key == null ? json(service, this) : json(paths.iterator().next(), service, this));
        } else {
            new PathTable(paths, service.nowMillis()).rows().forEach(row -> print("%s", row));
        }
    }

    /** What {@code -j} prints without a key: the JSON of {@code GET /onos/janus/paths}. */
    static ObjectNode json(JanusService service, CodecContext context) {
        return JanusDocuments.paths(service.paths(), service.nowMillis(), context);
    }

    /** What {@code -j} prints for one key: the JSON of {@code GET /onos/janus/paths/{key}}. */
    static ObjectNode json(JanusPath path, JanusService service, CodecContext context) {
        return JanusDocuments.path(path, service.nowMillis(), context);
    }
}
