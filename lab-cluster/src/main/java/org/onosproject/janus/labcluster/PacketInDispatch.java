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
package org.onosproject.janus.labcluster;

import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketProcessor;

import java.util.List;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The shared core's one packet processor on a cluster run: hands each packet-in to one live node, round
 * robin over the nodes alive at that moment (a killed node's switch connections drop with its process,
 * so from its death on it gets none; the mastership hand-over that real switches would wait for is not
 * modelled). The node's processors run on this thread, and the {@link ActLedger} times the packet-in to
 * its intent's submission.
 */
final class PacketInDispatch implements PacketProcessor {

    private final Supplier<List<NodeJanus>> liveNodes;
    private final ActLedger ledger;
    private long next;

    PacketInDispatch(Supplier<List<NodeJanus>> liveNodes, ActLedger ledger) {
        this.liveNodes = checkNotNull(liveNodes, "liveNodes");
        this.ledger = checkNotNull(ledger, "ledger");
    }

    @Override
    public void process(PacketContext context) {
        List<NodeJanus> live = liveNodes.get();
        if (live.isEmpty()) {
            return;
        }
        NodeJanus node;
        synchronized (this) {
            node = live.get((int) (next++ % live.size()));
        }
        ledger.packetInBegins(node.name());
        try {
            node.packets().deliver(context);
        } finally {
            ledger.packetInDone();
        }
    }
}
