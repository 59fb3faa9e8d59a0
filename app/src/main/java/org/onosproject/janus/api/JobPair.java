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

import com.google.common.collect.ImmutableList;
import org.onlab.packet.Ip4Address;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One declared pair of a job as Janus placed it: the ranks, their hosts and addresses, the intent that
 * carries the pair's traffic and its path (absent if no path is left between the two hosts).
 */
public final class JobPair extends ValueObject {

    private final int srcRank;
    private final int dstRank;
    private final HostId srcHost;
    private final HostId dstHost;
    private final Ip4Address srcIp;
    private final Ip4Address dstIp;
    private final long expectedBytes;
    private final long chargeBytesPerSec;
    private final String intentKey;
    private final boolean placed;
    private final List<Link> path;

    public JobPair(int srcRank, int dstRank, HostId srcHost, HostId dstHost, Ip4Address srcIp, Ip4Address dstIp,
                   long expectedBytes, long chargeBytesPerSec, String intentKey, boolean placed, List<Link> path) {
        this.srcRank = srcRank;
        this.dstRank = dstRank;
        this.srcHost = checkNotNull(srcHost, "srcHost");
        this.dstHost = checkNotNull(dstHost, "dstHost");
        this.srcIp = checkNotNull(srcIp, "srcIp");
        this.dstIp = checkNotNull(dstIp, "dstIp");
        this.expectedBytes = expectedBytes;
        this.chargeBytesPerSec = chargeBytesPerSec;
        this.intentKey = checkNotNull(intentKey, "intentKey");
        this.placed = placed;
        this.path = ImmutableList.copyOf(path);
    }

    public int srcRank() {
        return srcRank;
    }

    public int dstRank() {
        return dstRank;
    }

    public HostId srcHost() {
        return srcHost;
    }

    public HostId dstHost() {
        return dstHost;
    }

    public Ip4Address srcIp() {
        return srcIp;
    }

    public Ip4Address dstIp() {
        return dstIp;
    }

    /** Bytes the pair is expected to carry; 0 if unknown. */
    public long expectedBytes() {
        return expectedBytes;
    }

    /** The rate Janus commits to the links of the pair's path while the job lives, bytes/s. */
    public long chargeBytesPerSec() {
        return chargeBytesPerSec;
    }

    /** Key of the pair's intent. */
    public String intentKey() {
        return intentKey;
    }

    /** False if no path joins the two hosts (the pair has no intent then). */
    public boolean placed() {
        return placed;
    }

    /** The fabric links of the pair's path; empty when both hosts sit on one switch, or when not placed. */
    public List<Link> path() {
        return path;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(srcRank, dstRank, srcHost, dstHost, srcIp, dstIp, expectedBytes, chargeBytesPerSec,
                intentKey, placed, path);
    }

    @Override
    public String toString() {
        return srcRank + "->" + dstRank + " " + intentKey + (placed ? " " + path.size() + " hops" : " unplaced");
    }
}
