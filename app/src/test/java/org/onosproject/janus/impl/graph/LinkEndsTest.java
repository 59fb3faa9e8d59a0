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
package org.onosproject.janus.impl.graph;

import org.junit.Test;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

public class LinkEndsTest {

    private static final ProviderId PID = new ProviderId("of", "test");

    private static Link link(String src, String dst) {
        return DefaultLink.builder().providerId(PID).src(ConnectPoint.deviceConnectPoint(src))
                .dst(ConnectPoint.deviceConnectPoint(dst)).type(Link.Type.DIRECT).build();
    }

    @Test
    public void equalConnectPointsMakeEqualKeysWhateverTheLinkObject() {
        LinkEnds a = LinkEnds.of(link("of:1/1", "of:2/3"));
        LinkEnds b = LinkEnds.of(link("of:1/1", "of:2/3"));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    public void theTwoDirectionsOfALinkAreDifferentKeys() {
        assertNotEquals(LinkEnds.of(link("of:1/1", "of:2/3")), LinkEnds.of(link("of:2/3", "of:1/1")));
    }

    @Test
    public void keysDifferingOnlyInAPortAreDifferent() {
        assertNotEquals(LinkEnds.of(link("of:1/1", "of:2/3")), LinkEnds.of(link("of:1/2", "of:2/3")));
    }
}
