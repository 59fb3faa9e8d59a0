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

import org.apache.karaf.shell.api.action.Argument;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.onosproject.cli.AbstractShellCommand;
import org.onosproject.janus.api.JanusService;

import java.util.Optional;

/**
 * Shows the active and available path-selection strategies, or switches the active one.
 */
@Service
@Command(scope = "onos", name = "janus-strategy",
        description = "Shows the active and available Janus strategies, or switches to the named one")
public class JanusStrategyCommand extends AbstractShellCommand {

    @Argument(index = 0, name = "name", description = "Strategy to route new flows with",
            required = false, multiValued = false)
    @Completion(StrategyNameCompleter.class)
    String name = null;

    @Override
    protected void doExecute() {
        JanusService service = get(JanusService.class);
        if (name != null) {
            Optional<String> refusal = new StrategySwitch(service).apply(name);
            if (refusal.isPresent()) {
                error("%s", refusal.get());
                return;
            }
        }
        StrategyView view = StrategyView.of(service);
        if (outputJson()) {
            print("%s", view.json(this));
        } else {
            view.rows().forEach(row -> print("%s", row));
        }
    }
}
