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
package org.onosproject.janus.testbed.mpi;

import com.google.common.collect.ImmutableList;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The processes running in the network namespaces of the run's own Mininet hosts, other than the hosts'
 * shells: what an MPI run started there ({@code mpirun}, the {@code orted}s it daemonised, the ranks).
 * They are found through {@code /proc/<pid>/ns/net}, so only processes inside this run's hosts are ever
 * named or stopped, never anything else of the machine.
 */
public final class NamespaceProcesses {

    private final Path proc;

    /** @param proc the proc file system ({@code /proc}; another folder in tests) */
    public NamespaceProcesses(Path proc) {
        this.proc = proc;
    }

    /** The pids in the network namespaces of {@code hostPids}, the host shells themselves left out. */
    public List<Long> inside(Collection<Long> hostPids) {
        Set<String> namespaces = new HashSet<>();
        for (long host : hostPids) {
            netNamespace(host).ifPresent(namespaces::add);
        }
        List<Long> found = new ArrayList<>();
        if (namespaces.isEmpty()) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(proc)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (!name.matches("\\d+")) {
                    continue;
                }
                long pid = Long.parseLong(name);
                if (!hostPids.contains(pid) && netNamespace(pid).map(namespaces::contains).orElse(false)) {
                    found.add(pid);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + proc + ": " + e.getMessage(), e);
        }
        found.sort(Long::compare);
        return ImmutableList.copyOf(found);
    }

    /**
     * Kills (SIGKILL) every process in the hosts' namespaces but the shells; returns the pids it killed.
     * Run on {@code /proc} only: the pids are the machine's.
     */
    public List<Long> killInside(Collection<Long> hostPids) {
        List<Long> killed = new ArrayList<>();
        for (long pid : inside(hostPids)) {
            ProcessHandle.of(pid).ifPresent(p -> {
                if (p.destroyForcibly()) {
                    killed.add(pid);
                }
            });
        }
        return ImmutableList.copyOf(killed);
    }

    private Optional<String> netNamespace(long pid) {
        try {
            return Optional.of(Files.readSymbolicLink(proc.resolve(Long.toString(pid)).resolve("ns").resolve("net"))
                                       .toString());
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }
}
