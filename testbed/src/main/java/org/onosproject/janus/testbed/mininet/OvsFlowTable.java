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
package org.onosproject.janus.testbed.mininet;

import com.google.common.collect.ImmutableList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** What one Open vSwitch bridge holds: {@code ovs-ofctl -O OpenFlow13 --no-names dump-flows <bridge>}. */
public final class OvsFlowTable {

    private OvsFlowTable() {
    }

    /** The bridge's flow entries; throws naming the bridge when ovs-ofctl fails. */
    public static List<OvsFlow> dump(String bridge) {
        try {
            Process process = new ProcessBuilder("ovs-ofctl", "-O", "OpenFlow13", "--no-names", "dump-flows", bridge)
                    .redirectErrorStream(true).start();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException("ovs-ofctl dump-flows " + bridge + " failed: "
                                                        + new String(out, StandardCharsets.UTF_8));
            }
            return parse(new String(out, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot run ovs-ofctl: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted dumping " + bridge, e);
        }
    }

    /** The flow entries of a dump's text. */
    public static List<OvsFlow> parse(String dump) {
        ImmutableList.Builder<OvsFlow> flows = ImmutableList.builder();
        dump.lines().map(OvsFlow::parse).flatMap(Optional::stream).forEach(flows::add);
        return flows.build();
    }
}
