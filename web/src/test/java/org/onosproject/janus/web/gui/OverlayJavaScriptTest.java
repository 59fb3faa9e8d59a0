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
package org.onosproject.janus.web.gui;

import org.junit.Test;

import java.io.File;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertNotNull;

/**
 * Runs the overlay's JavaScript tests (src/test/js, plain {@code node --test} against stand-in GUI
 * services) as part of the Maven build.
 */
public class OverlayJavaScriptTest {

    @Test
    public void overlayJavaScriptPassesItsNodeTests() throws Exception {
        String node = ExternalTool.find("node", "nodejs").orElse(null);
        assertNotNull("node is not installed (.ci/run installs it with apt-get): the overlay's JavaScript tests"
                              + " cannot run", node);

        ExternalTool.Result result = ExternalTool.run(List.of(node, "--test", "src/test/js/"), new File("."), 300);

        assertThat(result.output, result.exitCode, is(0));
        assertThat(result.output, containsString("# fail 0"));
    }
}
