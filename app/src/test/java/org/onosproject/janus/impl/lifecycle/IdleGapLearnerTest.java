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
package org.onosproject.janus.impl.lifecycle;

import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.TestApplicationId;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Key;

import java.util.Hashtable;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * The flows' idle timeouts and the bounded memory of their host pairs' gaps.
 */
public class IdleGapLearnerTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000002/1");
    private static final long SECOND = 1000;

    private final IdleGapLearner learner = new IdleGapLearner(3);

    private static ProvisionedFlow flow(String src, String dst, int srcPort, long createdMillis) {
        Ip4Address s = Ip4Address.valueOf(src);
        Ip4Address d = Ip4Address.valueOf(dst);
        FlowKey key = FlowKey.ofFiveTuple(s, d, (byte) 6, srcPort, 5001);
        FlowRequest request = new FlowRequest(key, HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        return new ProvisionedFlow(Key.of(key.toString(), APP), request, Selection.of(ImmutableList.of(), "t"),
                                   "test", createdMillis, 0);
    }

    private static ProvisionedFlow flow(String src, String dst) {
        return flow(src, dst, 40000, 0);
    }

    private static JanusConfig config(Object... pairs) {
        Hashtable<String, Object> properties = new Hashtable<>();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.put((String) pairs[i], pairs[i + 1]);
        }
        JanusConfig.Parsed parsed = JanusConfig.parse(JanusConfig.defaults(), properties, Set.of("luar"));
        assertThat(parsed.rejected().toString(), parsed.rejected().isEmpty(), is(true));
        return parsed.config();
    }

    private static final JanusConfig ADAPTIVE = config("idleTimeoutMode", "adaptive", "idleTimeout", 10,
                                                       "statsPollInterval", 5);

    @Test
    public void theFixedModeGivesIdleTimeoutWhateverThePairLearnt() {
        ProvisionedFlow flow = flow("10.0.0.1", "10.0.0.2");
        learner.resumed(flow, 40 * SECOND);

        assertThat(learner.timeoutMillis(flow, config("idleTimeout", 10)), is(10 * SECOND));
        assertThat(learner.timeoutMillis(flow, config("idleTimeout", 0)), is(0L));
    }

    @Test
    public void aPairThatNeverIdledGetsIdleTimeoutClampedToTheBounds() {
        ProvisionedFlow flow = flow("10.0.0.1", "10.0.0.2");

        assertThat(learner.timeoutMillis(flow, ADAPTIVE), is(10 * SECOND));
        assertThat(learner.timeoutMillis(flow, config("idleTimeoutMode", "adaptive", "idleTimeout", 30)),
                   is(30 * SECOND));
        assertThat("never is the maximum", learner.timeoutMillis(
                flow, config("idleTimeoutMode", "adaptive", "idleTimeout", 0)), is(60 * SECOND));
    }

    @Test
    public void aGapIsLearntPlusOnePollInterval() {
        ProvisionedFlow flow = flow("10.0.0.1", "10.0.0.2");
        learner.resumed(flow, 14 * SECOND);

        assertThat(learner.timeoutMillis(flow, ADAPTIVE), is(19 * SECOND));
        assertThat(learner.gapCount(flow), is(1));
    }

    @Test
    public void aReleasedPairIsRecognisedWhenAnotherFlowOfItComesBack() {
        learner.releasedIdle(flow("10.0.0.1", "10.0.0.2", 40000, 0).withdrawing(), 10 * SECOND);

        learner.seen(flow("10.0.0.1", "10.0.0.2", 40001, 16 * SECOND));

        assertThat(learner.timeoutMillis(flow("10.0.0.1", "10.0.0.2"), ADAPTIVE), is(21 * SECOND));
    }

    @Test
    public void theReverseDirectionIsAnotherPair() {
        learner.resumed(flow("10.0.0.1", "10.0.0.2"), 30 * SECOND);

        assertThat(learner.timeoutMillis(flow("10.0.0.2", "10.0.0.1"), ADAPTIVE), is(10 * SECOND));
    }

    @Test
    public void atTheCapTheLeastRecentlyUsedPairIsForgotten() {
        ProvisionedFlow first = flow("10.0.0.1", "10.0.0.2");
        learner.resumed(first, 20 * SECOND);
        learner.resumed(flow("10.0.0.1", "10.0.0.3"), 20 * SECOND);
        learner.resumed(flow("10.0.0.1", "10.0.0.4"), 20 * SECOND);
        learner.timeoutMillis(first, ADAPTIVE);               // used: the second pair is now the eldest

        learner.resumed(flow("10.0.0.1", "10.0.0.5"), 20 * SECOND);

        assertThat(learner.size(), is(3));
        assertThat(learner.gapCount(first), is(1));
        assertThat(learner.gapCount(flow("10.0.0.1", "10.0.0.3")), is(0));
    }

    @Test
    public void pairsThatNeverIdledTakeNoMemory() {
        for (int i = 2; i < 100; i++) {
            ProvisionedFlow flow = flow("10.0.0.1", "10.0.1." + i);
            learner.seen(flow);
            learner.timeoutMillis(flow, ADAPTIVE);
        }

        assertThat(learner.size(), is(0));
    }
}
