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

import com.google.common.collect.ImmutableList;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * How to start a JVM like this one (same java, same JVM flags, same classpath) running another main
 * class: the lab's run workers are this JVM's children, so they run the same build with the same heap
 * and {@code --add-opens} flags as the {@code janus-lab} that started them.
 */
public final class ChildJvm {
    private final ImmutableList<String> prefix;

    private ChildJvm(List<String> prefix) {
        this.prefix = ImmutableList.copyOf(prefix);
    }

    /** A JVM started as this one was. */
    public static ChildJvm likeThisJvm() {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        return new ChildJvm(ImmutableList.<String>builder().add(java)
                .addAll(ManagementFactory.getRuntimeMXBean().getInputArguments())
                .add("-cp", System.getProperty("java.class.path")).build());
    }

    /** A JVM started with {@code prefix} (java, its flags, the classpath) before the main class. */
    static ChildJvm of(List<String> prefix) {
        return new ChildJvm(prefix);
    }

    /** Runs shorter than this (estimated, each) are not worth the optimising compiler in a fresh child. */
    public static final double SHORT_RUN_SECONDS = 2.0;
    static final String QUICK_COMPILER_ONLY = "-XX:TieredStopAtLevel=1";

    /**
     * The JVM for run workers whose runs are estimated at {@code secondsPerRun} each: for short runs,
     * compiled by the quick compiler (C1) only, unless the flags already choose how to compile. Each
     * child compiles the same hot code again; with runs of a fraction of a second, the optimising
     * compiler's work (C2, on its own threads) is most of what a second child adds (thesis-headline,
     * 210 runs of about 0.4 s: two children took 96 s of CPU against one JVM's 71 s, with C1 only 68 s;
     * docs/lab.md, "Runs in parallel"). Long runs keep C2, whose faster code pays for it.
     */
    public ChildJvm forRunsOf(double secondsPerRun) {
        boolean chosen = prefix.stream().anyMatch(flag -> flag.startsWith("-XX:TieredStopAtLevel")
                || flag.endsWith("TieredCompilation") || flag.equals("-Xint") || flag.equals("-Xcomp"));
        if (chosen || secondsPerRun >= SHORT_RUN_SECONDS) {
            return this;
        }
        return new ChildJvm(ImmutableList.<String>builder().add(prefix.get(0)).add(QUICK_COMPILER_ONLY)
                                    .addAll(prefix.subList(1, prefix.size())).build());
    }

    /** The command line running {@code mainClass} with {@code args}. */
    public ImmutableList<String> command(Class<?> mainClass, List<String> args) {
        return ImmutableList.<String>builder().addAll(prefix).add(mainClass.getName()).addAll(args).build();
    }

    /** The command line running {@code mainClass} with {@code args} given as paths. */
    public ImmutableList<String> command(Class<?> mainClass, Path... args) {
        ImmutableList.Builder<String> words = ImmutableList.builder();
        for (Path p : args) {
            words.add(p.toString());
        }
        return command(mainClass, words.build());
    }
}
