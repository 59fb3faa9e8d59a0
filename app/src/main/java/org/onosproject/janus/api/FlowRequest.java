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
package org.onosproject.janus.api;

import com.google.common.base.MoreObjects;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A flow that needs a path: its key and where its two hosts attach to the fabric. Immutable.
 */
public final class FlowRequest extends ValueObject {

    private final FlowKey key;
    private final HostId srcHost;
    private final HostId dstHost;
    private final ConnectPoint ingress;
    private final ConnectPoint egress;

    public FlowRequest(FlowKey key, HostId srcHost, HostId dstHost,
                       ConnectPoint ingress, ConnectPoint egress) {
        this.key = checkNotNull(key, "key");
        this.srcHost = checkNotNull(srcHost, "srcHost");
        this.dstHost = checkNotNull(dstHost, "dstHost");
        this.ingress = checkNotNull(ingress, "ingress");
        this.egress = checkNotNull(egress, "egress");
    }

    public FlowKey key() {
        return key;
    }

    public HostId srcHost() {
        return srcHost;
    }

    public HostId dstHost() {
        return dstHost;
    }

    /** The source host's attachment point (edge switch port). */
    public ConnectPoint ingress() {
        return ingress;
    }

    /** The destination host's attachment point (edge switch port). */
    public ConnectPoint egress() {
        return egress;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(key, srcHost, dstHost, ingress, egress);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("key", key)
                .add("ingress", ingress).add("egress", egress).toString();
    }
}
