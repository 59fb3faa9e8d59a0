package org.onosproject.janus.impl;

import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.TestStorageService;

/** A {@link FlowTable} of one node, on in-memory test maps, for tests that need no cluster. */
final class TestFlowTables {

    private TestFlowTables() {
    }

    static FlowTable inMemory(Scheduler scheduler) {
        StorageService storage = new TestStorageService();
        return new FlowTable(storage.<String, ProvisionedFlow>consistentMapBuilder().withName("flows").build(),
                             storage.<String, Long>consistentMapBuilder().withName("claims").build(),
                             scheduler::nowMillis);
    }
}
