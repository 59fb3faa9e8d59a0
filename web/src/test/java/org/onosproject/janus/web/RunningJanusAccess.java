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
package org.onosproject.janus.web;

import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;
import org.onosproject.net.link.LinkService;
import org.onlab.osgi.ServiceDirectory;

import java.util.Map;

/**
 * {@link RunningJanus} for tests outside this package (the GUI's).
 */
public final class RunningJanusAccess implements AutoCloseable {

    private final RunningJanus running;

    private RunningJanusAccess(RunningJanus running) {
        this.running = running;
    }

    public static RunningJanusAccess start() {
        return new RunningJanusAccess(new RunningJanus());
    }

    public JanusService service() {
        return running.janus;
    }

    public JanusManager janus() {
        return running.janus;
    }

    public LinkService linkService() {
        return running.onos.linkService();
    }

    public ServiceDirectory services() {
        return running.services();
    }

    public FatTree fatTree() {
        return running.fatTree;
    }

    public FatTree.Host host(int pod, int index) {
        return running.host(pod, index);
    }

    /** Provisions the path of a flow from host (srcPod, srcIndex) to host (dstPod, dstIndex). */
    public JanusPath provision(int srcPod, int srcIndex, int dstPod, int dstIndex) {
        return running.provision(running.host(srcPod, srcIndex), running.host(dstPod, dstIndex));
    }

    /** The other direction of a fabric link. */
    public Link reverse(Link link) {
        return running.linkFrom(link.dst());
    }

    /** See {@link RunningJanus#load}. */
    public void load(Map<ConnectPoint, Long> bytesPerSecond) {
        running.load(bytesPerSecond);
    }

    @Override
    public void close() {
        running.close();
    }
}
