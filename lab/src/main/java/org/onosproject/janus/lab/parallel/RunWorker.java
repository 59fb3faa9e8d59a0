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
package org.onosproject.janus.lab.parallel;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.PlannedRun;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;

/**
 * A child JVM of {@code janus-lab run --jobs N}: runs the runs its parent asks for, one at a time, each on
 * a fresh network exactly as the one-process runner does, and hands back each record as a file.
 * Arguments: the scenario file (written by {@link RecordCodec}) and the folder for records. On standard
 * input, one line per run: {@code run INDEX}; on standard output (nothing else is printed there)
 * {@code building DONE TOTAL STAGE} while the network is built and {@code finished INDEX} once
 * {@code run-INDEX.bin} is written. Ends when its input ends, or when its parent is gone.
 */
public final class RunWorker {
    private RunWorker() {
    }

    /** The file a worker writes a run's record to. */
    static Path recordFile(Path dir, int index) {
        return dir.resolve("run-" + index + ".bin");
    }

    public static void main(String[] args) {
        PrintStream protocol = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        // Anything else printing to standard output (a library) must not mix into the protocol.
        System.setOut(System.err);
        int code = 1;
        try {
            exitWhenTheParentIsGone();
            Scenario scenario = RecordCodec.read(Paths.get(args[0]), Scenario.class);
            code = serve(scenario, Paths.get(args[1]), protocol);
        } catch (IOException | RuntimeException e) {
            System.err.println("janus-lab worker: " + e);
        } finally {
            // Exit even though the embedded ONOS's threads may still be alive, and after an Error too (a
            // class missing because the lab was rebuilt under a running worker): else its parent waits forever.
            System.exit(code);
        }
    }

    private static int serve(Scenario scenario, Path dir, PrintStream protocol) throws IOException {
        List<PlannedRun> plan = PlannedRun.of(scenario);
        ExperimentRunner runner = new ExperimentRunner(EmulatedNetworkFactory.withJanus());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (!line.startsWith("run ")) {
                throw new IOException("unexpected request '" + line + "'");
            }
            PlannedRun run = plan.get(Integer.parseInt(line.substring(4).trim()));
            RunRecord record = runner.runOnce(scenario, run.cell(), run.rep(), (stage, done, total) ->
                    protocol.printf(Locale.ROOT, "building %d %d %s%n", done, total, stage));
            RecordCodec.write(record, recordFile(dir, run.index()));
            protocol.println("finished " + run.index());
        }
        return 0;
    }

    private static void exitWhenTheParentIsGone() {
        ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
        if (parent == null) {
            return;
        }
        parent.onExit().thenRun(() -> {
            System.err.println("janus-lab worker: the parent janus-lab is gone; stopping");
            Runtime.getRuntime().halt(3);
        });
    }
}
