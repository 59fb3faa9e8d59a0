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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableSet;
import org.apache.karaf.shell.api.action.Action;
import org.apache.karaf.shell.api.action.Command;
import org.apache.karaf.shell.api.action.Completion;
import org.apache.karaf.shell.api.action.lifecycle.Service;
import org.junit.Test;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;

/**
 * Karaf registers the bundle's commands by scanning it ({@code Karaf-Commands: *} in the Maven build,
 * {@code karaf_command_packages} in Bazel's): a command is found only if its class carries
 * {@code @Service} and {@code @Command}, and a completer only if it carries {@code @Service}. This scans
 * the compiled package as Karaf would and checks every command is registered that way.
 */
public class CommandRegistrationTest {

    private static final Set<String> COMMANDS = ImmutableSet.of(
            "janus-strategy", "janus-links", "janus-paths", "janus-stats", "janus-moves", "janus-jobs",
            "janus-job-add", "janus-job-remove");

    @Test
    public void everyJanusCommandIsAnnotatedForKarafsScanner() throws Exception {
        Set<String> found = new TreeSet<>();
        for (Class<?> type : packageClasses()) {
            if (!Action.class.isAssignableFrom(type) || type.isInterface()) {
                continue;
            }
            Command command = type.getAnnotation(Command.class);
            assertTrue(type + " has @Command", command != null);
            assertTrue(type + " has @Service", type.isAnnotationPresent(Service.class));
            assertThat(type + " scope", command.scope(), is("onos"));
            found.add(command.name());
        }
        assertThat(found, is(new TreeSet<>(COMMANDS)));
    }

    @Test
    public void everyCompleterACommandUsesIsAServiceTheScannerFinds() throws Exception {
        List<Class<?>> completers = new ArrayList<>();
        for (Class<?> type : packageClasses()) {
            for (Field field : type.getDeclaredFields()) {
                Completion completion = field.getAnnotation(Completion.class);
                if (completion != null) {
                    completers.add(completion.value());
                }
            }
        }
        assertTrue("the commands complete something", completers.size() >= 4);
        for (Class<?> completer : completers) {
            assertTrue(completer + " has @Service", completer.isAnnotationPresent(Service.class));
            assertThat(completer + " is in the scanned package", completer.getPackage().getName(),
                       is(CommandRegistrationTest.class.getPackage().getName()));
        }
    }

    /** The classes compiled into the command package (not the tests'). */
    private static List<Class<?>> packageClasses() throws Exception {
        Path root = Paths.get(JanusStrategyCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String pkg = JanusStrategyCommand.class.getPackage().getName();
        Path dir = root.resolve(pkg.replace('.', '/'));
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.equals("package-info.class"))
                    .map(n -> pkg + "." + n.substring(0, n.length() - ".class".length()))
                    .sorted().collect(Collectors.toList());
        }
        assertTrue("compiled classes under " + dir, names.size() > 5);
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            classes.add(Class.forName(name));
        }
        return classes;
    }
}
