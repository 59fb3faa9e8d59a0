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
package org.onosproject.janus.lab.cli;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The parsed words of a {@code janus-lab} command: a command, positional arguments and options. */
public final class CommandLine {
    static final Set<String> RUN_OPTIONS = Set.of("--strategies", "--reps", "--seed", "--idle-timeout",
            "--concurrency", "--placement", "--out", "--config", "--jobs", "--shard");
    static final Set<String> MERGE_OPTIONS = Set.of("--out");

    private final String command;
    private final ImmutableList<String> positional;
    private final ImmutableMap<String, String> options;

    private CommandLine(String command, List<String> positional, Map<String, String> options) {
        this.command = command;
        this.positional = ImmutableList.copyOf(positional);
        this.options = ImmutableMap.copyOf(options);
    }

    public static CommandLine parse(String... args) throws UsageException {
        if (args.length == 0) {
            throw new UsageException("no command given");
        }
        String command = args[0];
        if (!Set.of("list", "show", "run", "merge", "help", "--help", "-h").contains(command)) {
            throw new UsageException("unknown command '" + command + "'");
        }
        java.util.List<String> positional = new java.util.ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("--")) {
                String name = a;
                String value;
                int eq = a.indexOf('=');
                if (eq > 0) {
                    name = a.substring(0, eq);
                    value = a.substring(eq + 1);
                } else {
                    if (i + 1 >= args.length) {
                        throw new UsageException(name + " needs a value");
                    }
                    value = args[++i];
                }
                Set<String> known = command.equals("run") ? RUN_OPTIONS
                        : command.equals("merge") ? MERGE_OPTIONS : Set.of();
                if (!known.contains(name)) {
                    throw new UsageException("unknown option " + name + " for '" + command + "'");
                }
                if (options.put(name, value) != null) {
                    throw new UsageException(name + " given twice");
                }
            } else {
                positional.add(a);
            }
        }
        if (command.equals("list") && !positional.isEmpty()) {
            throw new UsageException("'list' takes no arguments");
        }
        if (command.equals("merge") && positional.isEmpty()) {
            throw new UsageException("'merge' needs the folders of the shards (janus-lab run --shard i/n --out DIR)");
        }
        if (command.equals("show") && positional.size() != 1) {
            throw new UsageException("'show' needs one scenario name (see 'list')");
        }
        if (command.equals("run")) {
            boolean config = options.containsKey("--config");
            if (config && !positional.isEmpty()) {
                throw new UsageException("give either a scenario name or --config FILE, not both");
            }
            if (!config && positional.size() != 1) {
                throw new UsageException("'run' needs one scenario name (see 'list') or --config FILE");
            }
        }
        return new CommandLine(command, positional, options);
    }

    public String command() {
        return command;
    }

    public ImmutableList<String> positional() {
        return positional;
    }

    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }
}
