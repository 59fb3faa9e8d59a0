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
package org.onosproject.janus.testbed.ovs;

import com.google.common.collect.ImmutableList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the data plane's command-line tools (ovs-vsctl, ovs-ofctl, ip) and fails loudly when they do. */
public final class Commands {

    private static final long TIMEOUT_SECONDS = 30;

    private Commands() {
    }

    /** The standard output of {@code command}; throws with its error output if it fails. */
    public static String run(String... command) {
        Result result = tryRun(command);
        if (result.exitCode != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed (" + result.exitCode + "): "
                                                    + result.output);
        }
        return result.output;
    }

    /** Exit code and output (standard and error) of {@code command}. */
    public static Result tryRun(String... command) {
        List<String> line = ImmutableList.copyOf(command);
        try {
            Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", line) + " did not finish in "
                        + TIMEOUT_SECONDS + " s");
            }
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new Result(process.exitValue(), output);
        } catch (IOException e) {
            return new Result(127, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted running " + line, e);
        }
    }

    public static final class Result {
        public final int exitCode;
        public final String output;

        Result(int exitCode, String output) {
            this.exitCode = exitCode;
            this.output = output;
        }
    }
}
