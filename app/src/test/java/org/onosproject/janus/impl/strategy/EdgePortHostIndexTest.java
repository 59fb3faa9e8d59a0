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
package org.onosproject.janus.impl.strategy;

import org.junit.Test;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.edge.EdgePortServiceAdapter;

import java.util.List;
import java.util.OptionalLong;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

public class EdgePortHostIndexTest {

    private static ConnectPoint point(String device, long port) {
        return new ConnectPoint(DeviceId.deviceId(device), PortNumber.portNumber(port));
    }

    private static final List<ConnectPoint> EDGE_PORTS = List.of(
            point("of:0300000100000000", 2), point("of:0300000000000001", 10), point("of:0300000000000000", 2),
            point("of:0300000000000001", 9), point("of:0300000000000000", 1));

    private static EdgePortHostIndex over(List<ConnectPoint> points) {
        return new EdgePortHostIndex(() -> new EdgePortServiceAdapter() {
            @Override
            public Iterable<ConnectPoint> getEdgePoints() {
                return points;
            }
        });
    }

    @Test
    public void numbersEdgePortsByDeviceIdThenPortNumber() {
        EdgePortHostIndex index = over(EDGE_PORTS);
        assertThat(index.indexOf(point("of:0300000000000000", 1)), is(OptionalLong.of(0)));
        assertThat(index.indexOf(point("of:0300000000000000", 2)), is(OptionalLong.of(1)));
        assertThat(index.indexOf(point("of:0300000000000001", 9)), is(OptionalLong.of(2)));
        assertThat(index.indexOf(point("of:0300000000000001", 10)), is(OptionalLong.of(3)));
        assertThat(index.indexOf(point("of:0300000100000000", 2)), is(OptionalLong.of(4)));
    }

    @Test
    public void aPortThatIsNoEdgePortHasNoIndex() {
        assertThat(over(EDGE_PORTS).indexOf(point("of:0100000000000000", 1)), is(OptionalLong.empty()));
    }

    @Test
    public void beforeTheServiceIsBoundNoPortHasAnIndex() {
        assertThat(new EdgePortHostIndex(() -> null).indexOf(point("of:0300000000000000", 1)),
                   is(OptionalLong.empty()));
    }
}
