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
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The Java packages a jar holds classes of. Read as a stream, which tolerates the mangled zip extra
 * fields of some ONOS jars on Maven Central that the JDK's central-directory reader refuses.
 */
final class JarPackages {

    private JarPackages() {
    }

    static Set<String> of(Path jar) throws IOException {
        Set<String> packages = new HashSet<>();
        try (InputStream in = Files.newInputStream(jar); ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                String name = entry.getName();
                int slash = name.lastIndexOf('/');
                if (name.endsWith(".class") && slash > 0 && !name.startsWith("META-INF/")) {
                    packages.add(name.substring(0, slash).replace('/', '.'));
                }
            }
        }
        return packages;
    }
}
