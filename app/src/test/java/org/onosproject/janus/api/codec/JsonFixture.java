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
package org.onosproject.janus.api.codec;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.FixedLinkUsageView;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * One fixed state of Janus (two strategies, two links, two paths, one rebalancer move, some counters, a
 * clock that stands still) and the JSON every document of it must be. The REST API's tests and the CLI's
 * tests both compare their output with these texts, so the CLI's {@code -j} and the REST API send the
 * same JSON.
 */
public final class JsonFixture {

    /** The fixture's clock. */
    public static final long NOW_MILLIS = 1_000_000;

    private static final ProviderId PID = new ProviderId("of", "janus-json-fixture");
    private static final ConnectPoint EDGE_UP = ConnectPoint.deviceConnectPoint("of:0000000000000001/3");
    private static final ConnectPoint AGG_DOWN = ConnectPoint.deviceConnectPoint("of:0000000000000005/1");
    private static final ConnectPoint AGG_DOWN_2 = ConnectPoint.deviceConnectPoint("of:0000000000000005/2");
    private static final ConnectPoint EDGE_UP_2 = ConnectPoint.deviceConnectPoint("of:0000000000000002/3");
    private static final Link UP = link(EDGE_UP, AGG_DOWN);
    private static final Link DOWN = link(AGG_DOWN_2, EDGE_UP_2);

    /** The active strategy first in the JSON; the service lists strategies by name. */
    public static final String ACTIVE = "luar";
    public static final List<PathSelector> STRATEGIES = ImmutableList.of(
            selector("luar", "least-used alternative route"), selector("shortest", "fewest hops"));

    /** A sampled link carrying one Janus flow, and a link never sampled; by source then destination. */
    public static final List<LinkUsage> LINKS = ImmutableList.of(
            new LinkUsage(EDGE_UP, AGG_DOWN, 62_500_000, 125_000_000, NOW_MILLIS - 1_500, false,
                          25_000_000, 1, 75_000_000),
            new LinkUsage(AGG_DOWN_2, EDGE_UP_2, 0, 125_000_000, 0, true));

    /** Two paths, not in key order: documents list paths by key. */
    public static final List<JanusPath> PATHS = ImmutableList.of(
            new JanusPath("10.0.0.3-10.0.0.1", FlowKey.ofHostPair(ip("10.0.0.3"), ip("10.0.0.1")),
                          host("00:00:00:00:00:03"), host("00:00:00:00:00:01"), ImmutableList.of(),
                          "shortest", "same edge switch", NOW_MILLIS - 4_000, NOW_MILLIS - 1_000, 2_048,
                          IdleTimeoutMode.FIXED, 30_000, 0),
            new JanusPath("10.0.0.1-10.0.0.2", FlowKey.ofHostPair(ip("10.0.0.1"), ip("10.0.0.2")),
                          host("00:00:00:00:00:01"), host("00:00:00:00:00:02"), ImmutableList.of(UP, DOWN),
                          "luar", "least expected load", NOW_MILLIS - 9_000, NOW_MILLIS - 500, 1_000_000,
                          IdleTimeoutMode.ADAPTIVE, 17_500, 3));

    public static final List<RebalanceMove> MOVES = ImmutableList.of(
            new RebalanceMove("10.0.0.1-10.0.0.2", NOW_MILLIS - 2_000, ImmutableList.of(UP),
                              ImmutableList.of(DOWN), 0.9, 0.6, 25_000_000));

    public static final JanusStatistics STATISTICS = JanusStatistics.builder()
            .set(Statistic.PROGRAMMING, 2).set(Statistic.ACTIVE_INTENTS, 2)
            .set(Statistic.REROUTES, 1)
            .set(Statistic.SELECTIONS, ImmutableMap.of("luar", 1L, "shortest", 1L))
            .set(Statistic.IGNORED_PACKETS, ImmutableMap.of("unknownHost", 3L))
            .build();

    public static final String STRATEGY_JSON = "{\"active\":\"luar\",\"available\":["
            + "{\"name\":\"luar\",\"description\":\"least-used alternative route\"},"
            + "{\"name\":\"shortest\",\"description\":\"fewest hops\"}]}";

    public static final String LINKS_JSON = "{\"links\":["
            + "{\"src\":\"of:0000000000000001/3\",\"dst\":\"of:0000000000000005/1\","
            + "\"rateBytesPerSec\":6.25E7,\"capacityBytesPerSec\":1.25E8,\"utilisation\":0.5,"
            + "\"committedRateBytesPerSec\":2.5E7,\"committedUtilisation\":0.2,\"committedFlows\":1,"
            + "\"expectedRateBytesPerSec\":7.5E7,\"expectedUtilisation\":0.6,"
            + "\"sampleTimeMillis\":998500,\"stale\":false,\"sampleAgeMillis\":1500},"
            + "{\"src\":\"of:0000000000000005/2\",\"dst\":\"of:0000000000000002/3\","
            + "\"rateBytesPerSec\":0.0,\"capacityBytesPerSec\":1.25E8,\"utilisation\":0.0,"
            + "\"committedRateBytesPerSec\":0.0,\"committedUtilisation\":0.0,\"committedFlows\":0,"
            + "\"expectedRateBytesPerSec\":0.0,\"expectedUtilisation\":0.0,"
            + "\"sampleTimeMillis\":null,\"stale\":true,\"sampleAgeMillis\":null}]}";

    /** The path of key 10.0.0.1-10.0.0.2 alone, as {@code GET /paths/{key}} gives it. */
    public static final String PATH_JSON = "{\"key\":\"10.0.0.1-10.0.0.2\",\"flow\":\"10.0.0.1-10.0.0.2\","
            + "\"srcHost\":\"00:00:00:00:00:01/None\",\"dstHost\":\"00:00:00:00:00:02/None\","
            + "\"strategy\":\"luar\",\"reason\":\"least expected load\",\"hops\":2,"
            + "\"links\":[{\"src\":\"of:0000000000000001/3\",\"dst\":\"of:0000000000000005/1\"},"
            + "{\"src\":\"of:0000000000000005/2\",\"dst\":\"of:0000000000000002/3\"}],"
            + "\"createdMillis\":991000,\"lastActiveMillis\":999500,\"bytes\":1000000,"
            + "\"idleTimeoutMode\":\"adaptive\",\"idleTimeoutMillis\":17500,\"idleGapsLearned\":3,"
            + "\"ageMillis\":9000,\"idleMillis\":500}";

    public static final String PATHS_JSON = "{\"paths\":[" + PATH_JSON + ","
            + "{\"key\":\"10.0.0.3-10.0.0.1\",\"flow\":\"10.0.0.3-10.0.0.1\","
            + "\"srcHost\":\"00:00:00:00:00:03/None\",\"dstHost\":\"00:00:00:00:00:01/None\","
            + "\"strategy\":\"shortest\",\"reason\":\"same edge switch\",\"hops\":0,\"links\":[],"
            + "\"createdMillis\":996000,\"lastActiveMillis\":999000,\"bytes\":2048,"
            + "\"idleTimeoutMode\":\"fixed\",\"idleTimeoutMillis\":30000,\"idleGapsLearned\":0,"
            + "\"ageMillis\":4000,\"idleMillis\":1000}]}";

    public static final String MOVES_JSON = "{\"moves\":[{\"key\":\"10.0.0.1-10.0.0.2\",\"atMillis\":998000,"
            + "\"bottleneckBefore\":0.9,\"bottleneckAfter\":0.6,\"flowRateBytesPerSec\":2.5E7,"
            + "\"from\":[{\"src\":\"of:0000000000000001/3\",\"dst\":\"of:0000000000000005/1\"}],"
            + "\"to\":[{\"src\":\"of:0000000000000005/2\",\"dst\":\"of:0000000000000002/3\"}],"
            + "\"ageMillis\":2000}]}";

    private JsonFixture() {
    }

    /** A read-only Janus service in the fixture's state. */
    public static JanusService service() {
        return new FixedService();
    }

    private static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PID).src(src).dst(dst).type(Link.Type.DIRECT).build();
    }

    private static Ip4Address ip(String address) {
        return Ip4Address.valueOf(address);
    }

    private static HostId host(String mac) {
        return HostId.hostId(mac + "/None");
    }

    private static PathSelector selector(String name, String description) {
        return new PathSelector() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public Selection select(SelectionContext context) {
                throw new UnsupportedOperationException("the fixture never selects");
            }
        };
    }

    private static final class FixedService implements JanusService {
        @Override
        public String activeStrategy() {
            return ACTIVE;
        }

        @Override
        public void setActiveStrategy(String name) {
            throw new UnsupportedOperationException("the fixture is read-only");
        }

        @Override
        public List<PathSelector> strategies() {
            return STRATEGIES;
        }

        @Override
        public void registerSelector(PathSelector selector) {
            throw new UnsupportedOperationException("the fixture is read-only");
        }

        @Override
        public void unregisterSelector(String name) {
            throw new UnsupportedOperationException("the fixture is read-only");
        }

        @Override
        public LinkUsageView linkUsage() {
            return new FixedLinkUsageView(LINKS);
        }

        @Override
        public Collection<JanusPath> paths() {
            return PATHS;
        }

        @Override
        public Optional<JanusPath> path(String intentKey) {
            return PATHS.stream().filter(p -> p.intentKey().equals(intentKey)).findFirst();
        }

        @Override
        public boolean withdraw(String intentKey) {
            throw new UnsupportedOperationException("the fixture is read-only");
        }

        @Override
        public JanusStatistics statistics() {
            return STATISTICS;
        }

        @Override
        public List<RebalanceMove> recentMoves() {
            return MOVES;
        }

        @Override
        public long nowMillis() {
            return NOW_MILLIS;
        }
    }
}
