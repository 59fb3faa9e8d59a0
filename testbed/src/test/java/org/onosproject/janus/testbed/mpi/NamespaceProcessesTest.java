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

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import static org.junit.Assert.assertEquals;

/** Which processes count as the run's: those in its hosts' network namespaces, read from a stand-in /proc. */
public class NamespaceProcessesTest {

    @Rule
    public TemporaryFolder folder = new TemporaryFolder();

    private Path proc;

    private void process(long pid, String netNamespace) throws IOException {
        Path ns = Files.createDirectories(proc.resolve(Long.toString(pid)).resolve("ns"));
        Files.createSymbolicLink(ns.resolve("net"), Paths.get(netNamespace));
    }

    private NamespaceProcesses machine() throws IOException {
        proc = folder.newFolder("proc").toPath();
        process(1, "net:[100]");          // the machine's init
        process(500, "net:[100]");        // anything else of the machine
        process(4101, "net:[201]");       // h1's shell
        process(4105, "net:[205]");       // h5's shell
        process(6000, "net:[201]");       // mpirun on h1
        process(6001, "net:[201]");       // rank 0 on h1
        process(6100, "net:[205]");       // an orted on h5
        process(7000, "net:[209]");       // a process in another run's host
        Files.createDirectories(proc.resolve("self"));
        Files.writeString(proc.resolve("stat"), "cpu 1 2 3 4\n");
        return new NamespaceProcesses(proc);
    }

    @Test
    public void theProcessesInTheHostsNamespacesAreFoundButNotTheShells() throws IOException {
        assertEquals(List.of(6000L, 6001L, 6100L), machine().inside(List.of(4101L, 4105L)));
    }

    @Test
    public void processesOutsideTheHostsNamespacesAreNeverNamed() throws IOException {
        List<Long> found = machine().inside(List.of(4101L));
        assertEquals(List.of(6000L, 6001L), found);
    }

    @Test
    public void aHostWhoseShellHasGoneNamesNothing() throws IOException {
        assertEquals(List.of(), machine().inside(List.of(9999L)));
    }
}
