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
