package org.onosproject.janus.lab.workload;

import java.util.Locale;

/** Where an application's ranks go (thesis §5.1): across pods, or all in one pod. */
public enum Placement {
    /** Ranks spread round-robin over the pods (thesis "Sparse"). */
    SPARSE,
    /** All ranks on random hosts of one randomly chosen pod (thesis "Dense"). */
    DENSE;

    /** Parses {@code sparse} or {@code dense}, case-insensitively. */
    public static Placement parse(String text) {
        for (Placement p : values()) {
            if (p.name().equalsIgnoreCase(text.trim())) {
                return p;
            }
        }
        throw new IllegalArgumentException("placement must be sparse or dense, not '" + text + "'");
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
