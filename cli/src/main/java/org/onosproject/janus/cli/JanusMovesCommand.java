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
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JanusDocuments;

/**
 * Lists the rebalancer's recent moves (the service keeps the last 100), oldest first.
 */
@Service
@Command(scope = "onos", name = "janus-moves",
        description = "Lists the rebalancer's recent moves, oldest first: flow, age, busiest link's expected "
                + "utilisation before -> after, flow rate, old and new path")
public class JanusMovesCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "key", description = "Only the moves of this intent key",
            required = false, multiValued = false)
    @Completion(JanusPathKeyCompleter.class)
    String key = null;

    @Option(name = "-n", aliases = "--last", description = "Only the last N moves (default: all kept)",
            required = false, multiValued = false)
    int last = Integer.MAX_VALUE;

    @Override
    protected void doExecute() {
        if (last <= 0) {
            error("-n must be a positive number: %d", last);
            return;
        }
        JanusService service = get(JanusService.class);
        MoveTable table = new MoveTable(service.recentMoves(), key, last, service.nowMillis());
        if (outputJson()) {
            print("%s", json(table, service, this));
        } else {
            table.rows().forEach(row -> print("%s", row));
        }
    }

    /**
     * What {@code -j} prints: the JSON of {@code GET /onos/janus/moves}, of the moves kept by the key and
     * {@code -n}.
     *
     * @param table the moves kept
     * @param service Janus
     * @param context the shell command, where the codecs are found
     * @return the document
     */
    static ObjectNode json(MoveTable table, JanusService service, CodecContext context) {
        return JanusDocuments.moves(table.moves(), service.nowMillis(), context);
    }
}
