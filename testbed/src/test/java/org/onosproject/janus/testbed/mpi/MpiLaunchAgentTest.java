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
package org.onosproject.janus.testbed.mpi;

import org.onosproject.janus.testbed.flow.Thrown;
import org.junit.Test;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class MpiLaunchAgentTest {

    private static final Path RUN = Paths.get("/tmp/run");

    private static MpiLaunchAgent agent() {
        return new MpiLaunchAgent(List.of(new MpiLaunchAgent.Target("10.0.0.2", 4101, RUN.resolve("tmp-h1")),
                                          new MpiLaunchAgent.Target("10.1.0.2", 4105, RUN.resolve("tmp-h5"))));
    }

    @Test
    public void eachHostAddressMapsToItsShellsPidAndItsOwnTemporaryFolder() {
        String script = agent().script();
        assertThat(script, containsString("  10.0.0.2) pid=4101; dir='/tmp/run/tmp-h1' ;;\n"));
        assertThat(script, containsString("  10.1.0.2) pid=4105; dir='/tmp/run/tmp-h5' ;;\n"));
    }

    @Test
    public void theCommandOpenMpiGivesRunsInTheHostsNamespacesThroughMnexecWithItsTmpdir() {
        String script = agent().script();
        assertTrue(script.startsWith("#!/bin/sh\n"));
        assertThat(script, containsString("host=\"$1\"\nshift\n"));
        assertTrue(script.endsWith("exec mnexec -a \"$pid\" env TMPDIR=\"$dir\" /bin/sh -c \"$*\"\n"));
    }

    @Test
    public void anAddressThatIsNotAHostOfTheRunMakesTheAgentFailNamingIt() {
        assertThat(agent().script(),
                   containsString("  *) echo \"janus launch agent: $host is not a host of this run\" >&2; exit 1 ;;"));
    }

    @Test
    public void aTargetNeedsAnIpv4AddressAHostPidAndAnAbsoluteQuotablePath() {
        assertThat(Thrown.by(IllegalArgumentException.class,
                                () -> new MpiLaunchAgent.Target("h1", 4101, RUN)).getMessage(),
                   containsString("'h1'"));
        assertThat(Thrown.by(IllegalArgumentException.class,
                                () -> new MpiLaunchAgent.Target("10.0.0.2", 1, RUN)).getMessage(),
                   containsString("process id: 1"));
        Thrown.by(IllegalArgumentException.class,
                     () -> new MpiLaunchAgent.Target("10.0.0.2", 4101, Paths.get("relative")));
        Thrown.by(IllegalArgumentException.class,
                     () -> new MpiLaunchAgent.Target("10.0.0.2", 4101, Paths.get("/tmp/it's")));
    }

    @Test
    public void aHostAddressMayAppearOnlyOnce() {
        MpiLaunchAgent.Target a = new MpiLaunchAgent.Target("10.0.0.2", 4101, RUN);
        MpiLaunchAgent.Target b = new MpiLaunchAgent.Target("10.0.0.2", 4102, RUN);
        Thrown.by(IllegalArgumentException.class, () -> new MpiLaunchAgent(List.of(a, b)));
    }

    @Test
    public void theScriptListsTheHostsInTheOrderGiven() {
        String script = agent().script();
        assertEquals(true, script.indexOf("10.0.0.2)") < script.indexOf("10.1.0.2)"));
    }
}
