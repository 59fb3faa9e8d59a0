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
package org.onosproject.janus.realcluster.process;

import io.atomix.cluster.Node;
import io.atomix.cluster.discovery.BootstrapDiscoveryProvider;
import io.atomix.core.Atomix;
import io.atomix.protocols.raft.partition.RaftPartitionGroup;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The main class of a child JVM that runs one plain Atomix 3.1.9 server, as ONOS's atomix-agent
 * does: a member of the {@code system} management group (one Raft partition) and of the {@code raft}
 * data group (one Raft partition per server), which ONOS nodes join as clients.
 *
 * <p>Arguments: {@code clusterId memberId port dataDir readyFile peer...}, a peer being
 * {@code id:port} on loopback (every server, itself included). Once Atomix has started it writes
 * {@code readyFile}. It lives until it is killed or until its standard input ends: the parent holds
 * the other end of that pipe, so a child never outlives the JVM that started it, even one that
 * was itself killed.
 */
public final class AtomixServerMain {

    private static final String HOST = "127.0.0.1";

    private AtomixServerMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 6) {
            throw new IllegalArgumentException("usage: clusterId memberId port dataDir readyFile peer...");
        }
        String clusterId = args[0];
        String memberId = args[1];
        int port = Integer.parseInt(args[2]);
        File dataDir = new File(args[3]);
        File readyFile = new File(args[4]);
        List<Node> peers = new ArrayList<>();
        List<String> members = new ArrayList<>();
        for (int i = 5; i < args.length; i++) {
            String[] peer = args[i].split(":");
            members.add(peer[0]);
            peers.add(Node.builder().withId(peer[0]).withHost(HOST).withPort(Integer.parseInt(peer[1])).build());
        }
        Atomix atomix = Atomix.builder(AtomixServerMain.class.getClassLoader())
                .withClusterId(clusterId)
                .withMemberId(memberId)
                .withHost(HOST)
                .withPort(port)
                .withMembershipProvider(BootstrapDiscoveryProvider.builder().withNodes(peers).build())
                .withManagementGroup(RaftPartitionGroup.builder("system")
                                             .withNumPartitions(1)
                                             .withDataDirectory(new File(dataDir, "system"))
                                             .withMembers(members)
                                             .build())
                .addPartitionGroup(RaftPartitionGroup.builder("raft")
                                           .withNumPartitions(members.size())
                                           .withDataDirectory(new File(dataDir, "data"))
                                           .withMembers(members)
                                           .build())
                .build();
        atomix.start().join();
        markReady(readyFile, memberId);
        waitForEndOfInput(System.in);
        // The parent is gone or closed the pipe: end at once, as a kill would.
        Runtime.getRuntime().halt(0);
    }

    /** Written to a temporary name and moved, so that the parent never reads half a file. */
    private static void markReady(File readyFile, String memberId) throws IOException {
        File partial = new File(readyFile.getPath() + ".tmp");
        Files.write(partial.toPath(), (memberId + " " + ProcessHandle.current().pid() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        Files.move(partial.toPath(), readyFile.toPath(), StandardCopyOption.ATOMIC_MOVE);
    }

    private static void waitForEndOfInput(InputStream in) {
        byte[] buffer = new byte[64];
        try {
            while (in.read(buffer) >= 0) {
                // nothing is ever sent; the end of the stream is the signal
            }
        } catch (IOException e) {
            // the pipe broke: the parent is gone
        }
    }
}
