package org.onosproject.janus.lab.experiment;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Objects;

/** Which workload a scenario measures; turned into a {@code Workload} for each run. */
public final class WorkloadSpec {
    public static final int DEFAULT_RANKS = 4;
    public static final int DEFAULT_RING_EXCHANGES = 10;
    public static final long DEFAULT_PERMUTATION_BYTES = 100_000_000;

    /** The kinds of workload. */
    public enum Kind { NAS, RING, PERMUTATION, TRACE }

    private final Kind kind;
    private final String app;
    private final int ranks;
    private final long bytes;
    private final int exchanges;
    private final String traceFile;

    private WorkloadSpec(Kind kind, String app, int ranks, long bytes, int exchanges, String traceFile) {
        this.kind = kind;
        this.app = app;
        this.ranks = ranks;
        this.bytes = bytes;
        this.exchanges = exchanges;
        this.traceFile = traceFile;
    }

    /** A NAS model (MG, EP, CG, LU, BT, SP) on {@code ranks} ranks. */
    public static WorkloadSpec nas(String app, int ranks) {
        return new WorkloadSpec(Kind.NAS, app.toUpperCase(Locale.ROOT), ranks, 0, 0, null);
    }

    /** Paper 000's HPCC ring over {@code nodes} nodes. */
    public static WorkloadSpec ring(int nodes, long messageBytes, int exchanges) {
        return new WorkloadSpec(Kind.RING, null, nodes, messageBytes, exchanges, null);
    }

    /** A random permutation over {@code hosts} hosts (0 = all). */
    public static WorkloadSpec permutation(int hosts, long bytes) {
        return new WorkloadSpec(Kind.PERMUTATION, null, hosts, bytes, 0, null);
    }

    public static WorkloadSpec trace(String file) {
        return new WorkloadSpec(Kind.TRACE, null, 0, 0, 0, file);
    }

    public Kind kind() {
        return kind;
    }

    /** The NAS application name (NAS only). */
    public String app() {
        return app;
    }

    /** Ranks (NAS), ring nodes (RING), hosts (PERMUTATION, 0 = all). */
    public int ranks() {
        return ranks;
    }

    /** Ring message or permutation flow size. */
    public long bytes() {
        return bytes;
    }

    public int exchanges() {
        return exchanges;
    }

    public String traceFile() {
        return traceFile;
    }

    /** Label in reports: {@code LU}, {@code LU/8} (not 4 ranks), {@code ring-8}, ... */
    public String label() {
        switch (kind) {
            case NAS:
                return ranks == DEFAULT_RANKS ? app : app + "/" + ranks;
            case RING:
                return "ring-" + ranks;
            case PERMUTATION:
                return ranks == 0 ? "permutation" : "permutation-" + ranks;
            default:
                Path name = Paths.get(traceFile).getFileName();
                return "trace:" + (name == null ? traceFile : name.toString());
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof WorkloadSpec)) {
            return false;
        }
        WorkloadSpec w = (WorkloadSpec) o;
        return kind == w.kind && Objects.equals(app, w.app) && ranks == w.ranks && bytes == w.bytes
                && exchanges == w.exchanges && Objects.equals(traceFile, w.traceFile);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, app, ranks, bytes, exchanges, traceFile);
    }

    @Override
    public String toString() {
        return label();
    }
}
