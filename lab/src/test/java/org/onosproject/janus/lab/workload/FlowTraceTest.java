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
package org.onosproject.janus.lab.workload;

import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetwork;

import java.io.StringReader;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

public class FlowTraceTest {

    private static FlowTrace parse(String csv) throws Exception {
        return FlowTrace.parse(new StringReader(csv));
    }

    private static TraceFormatException error(String csv) throws Exception {
        try {
            parse(csv);
        } catch (TraceFormatException e) {
            return e;
        }
        fail("accepted: " + csv);
        return null;
    }

    @Test
    public void readsHeaderCommentsIndicesMininetNamesAndPorts() throws Exception {
        FlowTrace trace = parse("time,src,dst,bytes\n# a comment\n0.5,0,3,1000\n\n1.25,h2,h4,2000,5000,80\n");
        assertEquals(2, trace.rows().size());
        FlowTrace.Row second = trace.rows().get(1);
        assertEquals(1250, second.atMillis());
        assertEquals(1, second.src());
        assertEquals(3, second.dst());
        assertEquals(80, second.dstPort());
    }

    @Test
    public void wrongColumnCountNamesTheLine() throws Exception {
        TraceFormatException e = error("0,1,2\n");
        assertEquals(1, e.line());
        assertEquals("columns", e.field());
    }

    @Test
    public void badNumbersNameTheirField() throws Exception {
        assertEquals("time", error("x,1,2,10\n").field());
        assertEquals("time", error("-1,1,2,10\n").field());
        assertEquals("bytes", error("0,1,2,0\n").field());
        assertEquals("bytes", error("0,1,2,1.5\n").field());
        assertEquals("src", error("0,host,2,10\n").field());
        assertEquals("dst", error("0,1,h0,10\n").field());
        assertEquals("dstPort", error("0,1,2,10,80,70000\n").field());
    }

    @Test
    public void aFlowToItselfIsRefused() throws Exception {
        assertEquals("dst", error("0,h3,2,10\n").field());
    }

    @Test
    public void timeMustNotGoBack() throws Exception {
        TraceFormatException e = error("2,1,2,10\n1,1,2,10\n");
        assertEquals(2, e.line());
        assertEquals("time", e.field());
    }

    @Test
    public void anEmptyTraceIsRefused() throws Exception {
        assertEquals("rows", error("time,src,dst,bytes\n").field());
    }

    @Test
    public void hostsBeyondTheNetworkAreRefusedWithTheirLine() throws Exception {
        FlowTrace trace = parse("0,1,2,10\n1,1,40,10\n");
        try {
            trace.validateHosts(32);
            fail();
        } catch (TraceFormatException e) {
            assertEquals(2, e.line());
            assertEquals("dst", e.field());
        }
    }

    @Test
    public void replayStartsEachFlowAtItsTime() throws Exception {
        IdealNetwork net = IdealNetwork.thesis();
        WorkloadOutcome[] out = new WorkloadOutcome[1];
        new TraceReplay("t", parse("0.5,0,3,1000\n2,1,4,2000\n")).start(net, o -> out[0] = o);
        assertTrue(net.runUntil(() -> out[0] != null, Long.MAX_VALUE));
        assertEquals(500, net.startedFlows().get(0).atMillis);
        assertEquals(2000, net.startedFlows().get(1).atMillis);
        assertEquals(3000, out[0].ledger().deliveredBytes());
    }
}
