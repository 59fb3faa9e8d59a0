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
package org.onosproject.janus.lab.net;

import org.junit.Test;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

public class FlowLedgerTest {

    private static FlowResult delivered(int src, int dst, long start, long pathReady, long end) {
        return new FlowResult(new FlowSpec(src, dst, 1000, 40000, 5001, "t"), start, pathReady, end, true, null);
    }

    @Test
    public void theFirstWaitOfAHostPairIsAProgrammingLaterOnesAreReprogrammings() {
        FlowLedger ledger = new FlowLedger();
        ledger.record(delivered(0, 1, 0, 10, 100));
        ledger.record(delivered(0, 1, 200, 210, 300));
        ledger.record(delivered(1, 0, 0, 10, 100));
        assertEquals(2, ledger.programming());
        assertEquals(1, ledger.reprogramming());
        assertEquals(3, ledger.interruptions());
        assertEquals(30, ledger.controlDelayMillis());
    }

    @Test
    public void aFlowThatFoundItsPathInstalledCausedNoProgramming() {
        FlowLedger ledger = new FlowLedger();
        ledger.record(delivered(0, 1, 0, 0, 100));
        assertEquals(0, ledger.interruptions());
        assertEquals(1, ledger.deliveredFlows());
        assertEquals(1000, ledger.deliveredBytes());
        assertEquals(100, ledger.meanFlowCompletionMillis(), 0);
    }

    @Test
    public void anUndeliveredFlowCountsAsFailedAndNamesTheFirstFailure() {
        FlowLedger ledger = new FlowLedger();
        ledger.record(new FlowResult(new FlowSpec(2, 3, 1000, 40000, 5001, "app"), 0, 0, 50, false, "loop"));
        ledger.record(new FlowResult(new FlowSpec(4, 5, 1000, 40000, 5001, "app"), 0, 0, 60, false, "black hole"));
        assertEquals(2, ledger.failedFlows());
        assertEquals(0, ledger.deliveredBytes());
        assertEquals("app 2->3: loop", ledger.firstFailure());
        assertTrue(Double.isNaN(ledger.meanFlowCompletionMillis()));
    }

    @Test
    public void packetInsAndDeliveryGapsAreCountedAsTheyHappenNotPerFinishedFlow() {
        FlowLedger ledger = new FlowLedger();
        ledger.packetIn();
        ledger.packetIn();
        ledger.waitedForController(10);
        ledger.deliveryGap(2_500_000);
        assertEquals(2, ledger.packetIns());
        assertEquals(10, ledger.packetInWaitMillis());
        assertEquals(1, ledger.deliveryGaps());
        assertEquals(2, ledger.deliveryGapMillis());
        assertEquals(0, ledger.flows());
        assertNull(ledger.firstFailure());
    }

    @Test
    public void aSnapshotKeepsItsCountsAndRefusesRecords() {
        FlowLedger ledger = new FlowLedger();
        ledger.record(delivered(0, 1, 0, 10, 100));
        FlowLedger snapshot = ledger.snapshot();
        ledger.record(delivered(0, 1, 200, 210, 300));
        assertEquals(1, snapshot.flows());
        assertEquals(2, ledger.flows());
        try {
            snapshot.packetIn();
            fail("a snapshot took a record");
        } catch (IllegalStateException expected) {
            assertEquals(0, snapshot.packetIns());
        }
    }
}
