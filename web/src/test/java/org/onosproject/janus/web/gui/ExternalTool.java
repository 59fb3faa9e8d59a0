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

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Finds and runs the programs the GUI tests drive (node, chromium). .ci/run installs both; a developer
 * machine without them skips those tests with a message saying which program is missing.
 */
final class ExternalTool {

    private ExternalTool() {
    }

    /** The first of {@code candidates} that is an executable file or found on the PATH. */
    static Optional<String> find(String... candidates) {
        for (String candidate : candidates) {
            if (candidate.contains("/")) {
                if (new File(candidate).canExecute()) {
                    return Optional.of(candidate);
                }
                continue;
            }
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                File file = new File(dir, candidate);
                if (file.canExecute()) {
                    return Optional.of(file.getAbsolutePath());
                }
            }
        }
        return Optional.empty();
    }

    /** Output and exit code of a finished run. */
    static final class Result {
        final int exitCode;
        final String output;

        Result(int exitCode, String output) {
            this.exitCode = exitCode;
            this.output = output;
        }
    }

    /**
     * Runs {@code command} in {@code dir}, output (stdout and stderr) to a file; gives up after
     * {@code limitSeconds} (a bound against a hung program, not a measurement).
     *
     * @throws IOException          if the program cannot be started or its output read
     * @throws InterruptedException if interrupted while waiting for it
     */
    static Result run(List<String> command, File dir, long limitSeconds) throws IOException, InterruptedException {
        Path log = Files.createTempFile("janus-tool", ".log");
        try {
            Process process = new ProcessBuilder(command).directory(dir).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError(command.get(0) + " did not finish within " + limitSeconds + " s: "
                                                 + Files.readString(log, StandardCharsets.UTF_8));
            }
            return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
