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
