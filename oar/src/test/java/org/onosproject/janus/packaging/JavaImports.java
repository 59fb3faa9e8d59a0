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
package org.onosproject.janus.packaging;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Java source file imports and declares: the packages of its imports (static ones included), read
 * with the naming convention that a class name starts with an upper-case letter.
 */
final class JavaImports {

    private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;",
                                                          Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private JavaImports() {
    }

    /** The packages the file's imports come from. */
    static Set<String> packages(Path source) throws IOException {
        Set<String> packages = new LinkedHashSet<>();
        Matcher m = IMPORT.matcher(read(source));
        while (m.find()) {
            packages.add(packageOf(m.group(2), m.group(3) != null && m.group(1) == null));
        }
        return packages;
    }

    /** The package the file declares. */
    static String declaredPackage(Path source) throws IOException {
        Matcher m = PACKAGE.matcher(read(source));
        return m.find() ? m.group(1) : "";
    }

    /** The package of an imported name: everything before its first upper-case segment. */
    static String packageOf(String name, boolean wholePackage) {
        if (wholePackage) {
            return name;
        }
        StringBuilder pkg = new StringBuilder();
        for (String segment : name.split("\\.")) {
            if (Character.isUpperCase(segment.charAt(0))) {
                break;
            }
            pkg.append(pkg.length() == 0 ? "" : ".").append(segment);
        }
        return pkg.toString();
    }

    private static String read(Path source) throws IOException {
        return new String(Files.readAllBytes(source), StandardCharsets.UTF_8);
    }
}
