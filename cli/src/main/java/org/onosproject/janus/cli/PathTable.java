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
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The table of {@code janus-paths}: one row per Janus intent with its hosts, the switches of its path,
 * the strategy that chose it, its age, idle time, idle timeout (its mode; in the adaptive mode the gaps
 * of its host pair it was learnt from) and byte count. Sorted by intent key.
 */
final class PathTable {

    private static final String FMT =
            "key=%s, src=%s, dst=%s, strategy=%s, age=%s, idle=%s, idleTimeout=%s, bytes=%d, path=%s, reason=%s";
    private static final String SAME_SWITCH = "(same edge switch)";

    private final List<JanusPath> paths;
    private final long nowMillis;

    /**
     * @param paths     the paths to show
     * @param nowMillis the current time in the Janus clock, for ages and idle times
     */
    PathTable(Collection<JanusPath> paths, long nowMillis) {
        this.paths = ImmutableList.sortedCopyOf(Comparator.comparing(JanusPath::intentKey), paths);
        this.nowMillis = nowMillis;
    }

    List<String> rows() {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        for (JanusPath p : paths) {
            rows.add(String.format(FMT, p.intentKey(), p.srcHost(), p.dstHost(), p.strategy(),
                                   Durations.text(ageMillis(p)), Durations.text(idleMillis(p)),
                                   idleTimeout(p), p.bytes(), hops(p.links()), p.reason()));
        }
        return rows.build();
    }

    /**
     * The switches a path crosses, e.g. {@code of:1 -> of:5 -> of:2}.
     *
     * @param links the path, ingress first
     * @return the devices it crosses, or a note that it stays on one edge switch
     */
    static String hops(List<Link> links) {
        if (links.isEmpty()) {
            return SAME_SWITCH;
        }
        StringBuilder text = new StringBuilder(links.get(0).src().deviceId().toString());
        for (Link link : links) {
            text.append(" -> ").append(link.dst().deviceId());
        }
        return text.toString();
    }

    /**
     * A path's idle timeout and how it was set, e.g. {@code 30.0s (fixed)}, {@code never (fixed)} or
     * {@code 17.5s (adaptive, 3 gaps)}.
     *
     * @param p a path
     * @return its idle timeout as the table shows it
     */
    static String idleTimeout(JanusPath p) {
        String timeout = p.idleTimeoutMillis() == 0 ? "never" : Durations.text(p.idleTimeoutMillis());
        if (p.idleTimeoutMode() == IdleTimeoutMode.FIXED) {
            return timeout + " (fixed)";
        }
        return timeout + " (adaptive, " + p.idleGapsLearned() + (p.idleGapsLearned() == 1 ? " gap)" : " gaps)");
    }

    private long ageMillis(JanusPath p) {
        return Durations.elapsed(nowMillis, p.createdMillis());
    }

    private long idleMillis(JanusPath p) {
        return Durations.elapsed(nowMillis, p.lastActiveMillis());
    }
}
