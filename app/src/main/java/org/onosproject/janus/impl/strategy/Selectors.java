package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.CandidatePaths;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/** Checks and helpers shared by the built-in selectors. */
final class Selectors {

    private Selectors() {
    }

    /** The number of candidates, which must be at least one. */
    static long requireCandidates(CandidatePaths candidates) {
        checkNotNull(candidates, "candidates");
        long count = candidates.pathCount();
        checkArgument(count > 0, "no path from %s to %s", candidates.source(), candidates.destination());
        return count;
    }

    /** The ecmp index of a flow: its stable hash modulo the number of paths. */
    static long hashIndex(long stableHash, long pathCount) {
        return Math.floorMod(stableHash, pathCount);
    }
}
