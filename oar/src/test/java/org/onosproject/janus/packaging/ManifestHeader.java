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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An OSGi manifest header of package clauses ({@code Import-Package}, {@code Export-Package}): each
 * package with its attributes and directives, quoted values (which may hold commas) unquoted.
 */
final class ManifestHeader {

    /** One package of a clause and its parameters ({@code version}, {@code resolution:}, ...). */
    static final class Clause {
        final String pkg;
        final Map<String, String> parameters;

        Clause(String pkg, Map<String, String> parameters) {
            this.pkg = pkg;
            this.parameters = parameters;
        }

        String version() {
            return parameters.get("version");
        }

        boolean optional() {
            return "optional".equals(parameters.get("resolution:"));
        }

        @Override
        public String toString() {
            return pkg + (version() == null ? "" : ";version=\"" + version() + "\"");
        }
    }

    private ManifestHeader() {
    }

    /** The clauses of a header value; none for null. */
    static List<Clause> parse(String header) {
        List<Clause> clauses = new ArrayList<>();
        if (header == null) {
            return clauses;
        }
        for (String clause : split(header, ',')) {
            List<String> parts = split(clause, ';');
            Map<String, String> parameters = new LinkedHashMap<>();
            List<String> packages = new ArrayList<>();
            for (String part : parts) {
                int eq = part.indexOf('=');
                if (eq < 0) {
                    packages.add(part.trim());
                } else {
                    String key = part.substring(0, eq).trim();
                    String value = part.substring(eq + 1).trim().replaceAll("^\"|\"$", "");
                    parameters.put(key, value);
                }
            }
            packages.forEach(p -> clauses.add(new Clause(p, parameters)));
        }
        return clauses;
    }

    /** Splits at the separator outside double quotes. */
    private static List<String> split(String text, char separator) {
        List<String> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        boolean quoted = false;
        for (char c : text.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == separator && !quoted) {
                parts.add(part.toString());
                part.setLength(0);
            } else {
                part.append(c);
            }
        }
        if (part.length() > 0) {
            parts.add(part.toString());
        }
        return parts;
    }
}
