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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.net.HostId;

import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.onosproject.janus.cli.Fixtures.cp;
import static org.onosproject.janus.cli.Fixtures.link;

/**
 * janus-paths: one row per Janus intent.
 */
public class PathsCommandTest {

    private static final long NOW = 1_000_000;

    private static FlowKey pair(String src, String dst) {
        return FlowKey.ofHostPair(Ip4Address.valueOf(src), Ip4Address.valueOf(dst));
    }

    private final JanusPath acrossPods = new JanusPath(
            "10.0.0.1-10.0.1.1", pair("10.0.0.1", "10.0.1.1"),
            HostId.hostId("00:00:00:00:00:01/None"), HostId.hostId("00:00:00:00:00:05/None"),
            ImmutableList.of(link(cp("of:1", 3), cp("of:5", 1)), link(cp("of:5", 4), cp("of:9", 1)),
                             link(cp("of:9", 2), cp("of:6", 4)), link(cp("of:6", 1), cp("of:3", 3))),
            "luar", "least summed utilisation 0.12", NOW - 125_000, NOW - 2_500, 123_456,
            IdleTimeoutMode.FIXED, 30_000, 0);

    private final JanusPath sameSwitch = new JanusPath(
            "10.0.0.1-10.0.0.2", pair("10.0.0.1", "10.0.0.2"),
            HostId.hostId("00:00:00:00:00:01/None"), HostId.hostId("00:00:00:00:00:02/None"),
            ImmutableList.of(), "ecmp", "same edge switch", NOW - 800, NOW - 800, 0,
            IdleTimeoutMode.ADAPTIVE, 17_500, 3);

    @Test
    public void rowShowsHostsSwitchesStrategyAgeIdleTimeAndBytes() {
        List<String> rows = new PathTable(ImmutableList.of(acrossPods), NOW).rows();

        assertThat(rows, contains(
                "key=10.0.0.1-10.0.1.1, src=00:00:00:00:00:01/None, dst=00:00:00:00:00:05/None, "
                        + "strategy=luar, age=2m05s, idle=2.5s, idleTimeout=30.0s (fixed), bytes=123456, "
                        + "path=of:1 -> of:5 -> of:9 -> of:6 -> of:3, reason=least summed utilisation 0.12"));
    }

    @Test
    public void anAdaptiveTimeoutShowsTheGapsItWasLearntFrom() {
        assertThat(PathTable.idleTimeout(sameSwitch), is("17.5s (adaptive, 3 gaps)"));
    }

    @Test
    public void aFixedTimeoutOfZeroShowsAsNever() {
        JanusPath never = new JanusPath(
                "10.0.0.1-10.0.0.2", pair("10.0.0.1", "10.0.0.2"),
                HostId.hostId("00:00:00:00:00:01/None"), HostId.hostId("00:00:00:00:00:02/None"),
                ImmutableList.of(), "ecmp", "same edge switch", NOW - 800, NOW - 800, 0, IdleTimeoutMode.FIXED, 0, 0);

        assertThat(PathTable.idleTimeout(never), is("never (fixed)"));
    }

    @Test
    public void hostsOnOneEdgeSwitchHaveAPathWithoutFabricLinks() {
        assertThat(PathTable.hops(sameSwitch.links()), is("(same edge switch)"));
    }

    @Test
    public void rowsAreSortedByIntentKey() {
        List<String> rows = new PathTable(ImmutableList.of(acrossPods, sameSwitch), NOW).rows();

        assertThat(rows.get(0).startsWith("key=10.0.0.1-10.0.0.2,"), is(true));
        assertThat(rows.get(1).startsWith("key=10.0.0.1-10.0.1.1,"), is(true));
    }

    @Test
    public void oneKeyLooksUpOnePathThroughTheService() {
        FakeJanusService service = new FakeJanusService(
                "luar", ImmutableList.of(), ImmutableList.of(), ImmutableList.of(acrossPods, sameSwitch),
                org.onosproject.janus.api.JanusStatistics.builder().build());

        assertThat(service.path("10.0.0.1-10.0.0.2").map(JanusPath::strategy).orElse("none"), is("ecmp"));
        assertThat(service.path("10.9.9.9-10.0.0.2").isPresent(), is(false));
    }
}
