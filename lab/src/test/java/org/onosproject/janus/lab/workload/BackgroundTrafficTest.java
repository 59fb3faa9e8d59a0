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

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class BackgroundTrafficTest {
    private static final List<Integer> POOL = IntStream.range(0, 28).boxed().collect(Collectors.toList());

    /** Samples active senders every second from {@code from} to {@code to} ms. */
    private static List<Integer> sample(IdealNetwork net, BackgroundTraffic bg, long from, long to) {
        List<Integer> samples = new ArrayList<>();
        for (long t = from; t <= to; t += 1000) {
            net.schedule(t, () -> samples.add(bg.activeSenders()));
        }
        net.runUntil(() -> false, to);
        return samples;
    }

    @Test
    public void steadyStateKeepsTheTargetNumberOfSenders() {
        IdealNetwork net = IdealNetwork.thesis();
        BackgroundTraffic bg = new BackgroundTraffic(BackgroundSpec.thesis(0.75, 125e6), POOL, 42);
        bg.start(net);
        List<Integer> steady = sample(net, bg, 181_000, 900_000);
        assertEquals(21, bg.targetSenders());
        assertTrue("senders " + steady, steady.stream().allMatch(n -> n == 21));
        assertTrue("flows were replaced", bg.flowsStarted() > 21 * 2);
    }

    @Test
    public void warmUpRampsUpGradually() {
        IdealNetwork net = IdealNetwork.thesis();
        BackgroundTraffic bg = new BackgroundTraffic(BackgroundSpec.thesis(0.5, 125e6), POOL, 1);
        bg.start(net);
        List<Integer> warmup = sample(net, bg, 0, 180_000);
        assertEquals(1, (int) warmup.get(0));
        assertTrue(warmup.get(90) > 5 && warmup.get(90) < 14);
        assertEquals(14, (int) warmup.get(180));
    }

    @Test
    public void everyLevelOfTheThesisIsKept() {
        for (int percent : new int[]{0, 25, 50, 75}) {
            IdealNetwork net = IdealNetwork.thesis();
            BackgroundTraffic bg = new BackgroundTraffic(BackgroundSpec.thesis(percent / 100.0, 125e6), POOL, percent);
            bg.start(net);
            List<Integer> steady = sample(net, bg, 200_000, 600_000);
            int target = Math.round(percent / 100f * 28);
            assertTrue(percent + "%: " + steady, steady.stream().allMatch(n -> n == target));
        }
    }

    @Test
    public void aboutNineInTenFlowsAreMice() {
        IdealNetwork net = IdealNetwork.thesis();
        BackgroundTraffic bg = new BackgroundTraffic(BackgroundSpec.thesis(0.75, 125e6), POOL, 5);
        bg.start(net);
        net.runUntil(() -> false, 3_600_000);
        double elephantShare = (double) bg.elephantsStarted() / bg.flowsStarted();
        assertTrue("elephants " + elephantShare + " of " + bg.flowsStarted(), elephantShare > 0.05
                && elephantShare < 0.15);
        List<IdealNetwork.Started> flows = net.startedFlows();
        assertTrue(flows.stream().filter(f -> f.flow.tag().equals("bg:mouse"))
                .allMatch(f -> f.flow.bytes() < 1_000_000));
        assertTrue(flows.stream().filter(f -> f.flow.tag().equals("bg:elephant"))
                .allMatch(f -> f.flow.bytes() >= 100_000_000));
    }

    @Test
    public void flowsStayInsideThePoolAndStopWhenStopped() {
        IdealNetwork net = IdealNetwork.thesis();
        BackgroundTraffic bg = new BackgroundTraffic(BackgroundSpec.thesis(0.75, 125e6), POOL.subList(0, 8), 3);
        bg.start(net);
        net.runUntil(() -> false, 400_000);
        bg.stop();
        long started = bg.flowsStarted();
        net.runUntil(() -> false, 2_000_000);
        assertEquals(started, bg.flowsStarted());
        assertEquals(0, bg.activeSenders());
        assertTrue(net.startedFlows().stream().allMatch(f -> f.flow.srcHost() < 8 && f.flow.dstHost() < 8));
    }

    @Test
    public void sameSeedSameFlows() {
        List<String> a = flowsOf(9);
        assertEquals(a, flowsOf(9));
        assertTrue(!a.equals(flowsOf(10)));
    }

    private static List<String> flowsOf(long seed) {
        IdealNetwork net = IdealNetwork.thesis();
        new BackgroundTraffic(BackgroundSpec.thesis(0.5, 125e6), POOL, seed).start(net);
        net.runUntil(() -> false, 300_000);
        return net.startedFlows().stream()
                .map(f -> f.atMillis + ":" + f.flow.srcHost() + ">" + f.flow.dstHost() + ":" + f.flow.bytes())
                .collect(Collectors.toList());
    }
}
