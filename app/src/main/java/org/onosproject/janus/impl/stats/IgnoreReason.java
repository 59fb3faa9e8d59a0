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
package org.onosproject.janus.impl.stats;

import com.google.common.base.CaseFormat;

/**
 * Why the packet processor left a packet alone; the names are the keys of
 * the statistic {@code IGNORED_PACKETS} ({@code ignoredPackets}).
 */
public enum IgnoreReason {
    /** Could not be parsed, or its headers contradict each other. */
    MALFORMED,
    /** LLDP or BDDP: link discovery's business. */
    LLDP,
    /** Neither IPv4 nor ARP (IPv6 included). */
    NON_IP,
    /** Ethernet or IPv4 limited broadcast. */
    BROADCAST,
    /** Ethernet or IPv4 multicast. */
    MULTICAST,
    /** Source or destination host is not in the host store. */
    UNKNOWN_HOST,
    /**
     * The IPv4 source does not match the host store: the IP belongs to another MAC, the MAC's host
     * does not own the IP, or a new flow enters anywhere but at the source host's attachment point.
     */
    SPOOFED_SOURCE,
    /** Source and destination are the same host. */
    SAME_HOST,
    /** The fabric has no path between the hosts' edge switches. */
    NO_PATH,
    /** The flow's intent is being withdrawn; a later packet provisions it again. */
    WITHDRAWING,
    /**
     * The cluster store failed (timed out) on this flow or less than a retry interval before it: the node
     * is probably cut off from its cluster; a later packet tries again (logged).
     */
    STORE_UNREACHABLE,
    /** Janus could not build or submit the intent (logged). */
    PROVISIONING_ERROR,
    /** Anything else that went wrong while handling the packet (logged). */
    INTERNAL_ERROR;

    private final String counterName = CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_CAMEL, name());

    /** Name in the statistics and on the CLI: the constant's name in lower camel case ({@code nonIp}). */
    public String counterName() {
        return counterName;
    }
}
