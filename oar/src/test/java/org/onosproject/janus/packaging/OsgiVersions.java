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
