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
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.Option;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.codec.JanusDocuments;

import java.util.List;

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
        if (outputJson()) {
            print("%s", json(service, order, this));
        } else {
            new LinkTable(service.linkUsage().all(), order, service.nowMillis()).rows()
                    .forEach(row -> print("%s", row));
        }
    }

    /**
     * What {@code -j} prints: the JSON of {@code GET /onos/janus/links}, in the chosen order.
     *
     * @param service Janus
     * @param order the chosen order
     * @param context the shell command, where the codecs are found
     * @return the document
     */
    static ObjectNode json(JanusService service, LinkSort order, CodecContext context) {
        List<LinkUsage> links = ImmutableList.sortedCopyOf(order.comparator(), service.linkUsage().all());
        return JanusDocuments.links(links, service.nowMillis(), context);
    }
}
