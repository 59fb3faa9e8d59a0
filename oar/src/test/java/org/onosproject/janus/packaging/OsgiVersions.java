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

/**
 * OSGi versions ({@code major.minor.micro.qualifier}) and version ranges ({@code [1.2,2)}, or a lone
 * version meaning "this or later").
 */
final class OsgiVersions {

    private OsgiVersions() {
    }

    /** True if {@code version} (null: 0.0.0) lies in {@code range} (null: any). */
    static boolean inRange(String version, String range) {
        if (range == null) {
            return true;
        }
        String v = version == null ? "0.0.0" : version;
        String r = range.trim();
        if (!r.startsWith("[") && !r.startsWith("(")) {
            return compare(v, r) >= 0;
        }
        String[] ends = r.substring(1, r.length() - 1).split(",");
        int low = compare(v, ends[0].trim());
        int high = compare(v, ends[1].trim());
        return (r.startsWith("[") ? low >= 0 : low > 0) && (r.endsWith("]") ? high <= 0 : high < 0);
    }

    static int compare(String a, String b) {
        String[] x = a.split("\\.", 4);
        String[] y = b.split("\\.", 4);
        for (int i = 0; i < 3; i++) {
            int c = Integer.compare(number(x, i), number(y, i));
            if (c != 0) {
                return c;
            }
        }
        return (x.length > 3 ? x[3] : "").compareTo(y.length > 3 ? y[3] : "");
    }

    private static int number(String[] parts, int i) {
        return i < parts.length ? Integer.parseInt(parts[i]) : 0;
    }
}
