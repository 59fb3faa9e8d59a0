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
        description = "Lists Janus's intents: key, hosts, path, strategy, age, idle time, idle timeout and bytes")
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

    /**
     * What {@code -j} prints without a key: the JSON of {@code GET /onos/janus/paths}.
     *
     * @param service Janus
     * @param context the shell command, where the codecs are found
     * @return the document
     */
    static ObjectNode json(JanusService service, CodecContext context) {
        return JanusDocuments.paths(service.paths(), service.nowMillis(), context);
    }

    /**
     * What {@code -j} prints for one key: the JSON of {@code GET /onos/janus/paths/{key}}.
     *
     * @param path the path asked for
     * @param service Janus
     * @param context the shell command, where the codecs are found
     * @return the document
     */
    static ObjectNode json(JanusPath path, JanusService service, CodecContext context) {
        return JanusDocuments.path(path, service.nowMillis(), context);
    }
}
