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
package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Locale;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * {@code isolated}: the ecmp path, reserved for the flow until its flow ends, so that later flows avoid
 * it (the Janus paper Algorithm 4).
 * <p>
 * A flow starts at its hash index and takes the first candidate no other flow holds, counting up
 * and wrapping round (the paper drops a taken path and re-hashes over the rest; stepping to the next
 * index is as deterministic and needs no enumeration). When every candidate is held, it falls back
 * to the path with the fewest holders, then the least summed utilisation, then the lowest index,
 * and holds that too: it never fails. A flow that selects again gives up its old path. Which flow holds
 * which path is {@link IsolatedHolds}: this selector's choices at once, then the flows' records, so a hold
 * ends when its flow is withdrawn and moves with it; a choice that does not stand ({@link #flowRemoved})
 * gives way to the record. Flows between hosts on one switch use no fabric link
 * and hold nothing. On an ONOS cluster two nodes may place flows on the same free path in the same moment:
 * both keep it (counted, see {@link IsolatedHolds}).
 */
public final class IsolatedSelector extends NamedSelector {

    public static final String NAME = "isolated";

    private final IsolatedHolds holds;

    /** An isolated selector reading and taking paths in {@code holds}. */
    public IsolatedSelector(IsolatedHolds holds) {
        super(NAME, "hashed path reserved for the flow; later flows avoid reserved paths");
        this.holds = checkNotNull(holds, "holds");
    }

    // Synchronized so that one node's flows select, and take their paths, one at a time.
    @Override
    public synchronized Selection select(SelectionContext context) {
        CandidatePaths candidates = context.candidates();
        long count = requireCandidates(candidates);
        FlowKey flow = context.flow().key();
        if (candidates.hopCount() == 0) {
            holds.hold(flow, ImmutableList.of(), false);
            return Selection.of(candidates.path(0), "same switch: no fabric links to isolate");
        }
        long hashed = hashIndex(flow.stableHash(), count);
        for (long step = 0; step < count; step++) {
            long index = (hashed + step) % count;
            List<Link> path = candidates.path(index);
            if (holds.holders(path, flow) == 0) {
                holds.hold(flow, path, false);
                return Selection.of(path, step == 0
                        ? "flow hash picks free path " + index + " of " + count
                        : "flow hash picks path " + hashed + "; next free is " + index + " of " + count);
            }
        }
        return fallBack(flow, candidates, context.usage());
    }

    private Selection fallBack(FlowKey flow, CandidatePaths candidates, LinkUsageView usage) {
        long count = candidates.pathCount();
        List<Link> best = null;
        long bestIndex = -1;
        int bestHolders = Integer.MAX_VALUE;
        double bestUtilisation = Double.POSITIVE_INFINITY;
        for (long index = 0; index < count; index++) {
            List<Link> path = candidates.path(index);
            int holders = holds.holders(path, flow);
            // A plain left fold in path order: DoubleStream.sum compensates rounding and could tell ties apart.
            double utilisation = path.stream().mapToDouble(usage::utilisation).reduce(0, Double::sum);
            if (holders < bestHolders || holders == bestHolders && utilisation < bestUtilisation) {
                best = path;
                bestIndex = index;
                bestHolders = holders;
                bestUtilisation = utilisation;
            }
        }
        holds.hold(flow, best, true);
        return Selection.fallback(best, String.format(
                Locale.ROOT, "all %d paths reserved; path %d has fewest holders (%d), utilisation %.3f",
                count, bestIndex, bestHolders, bestUtilisation));
    }

    /** What the flow's record says it holds stands, not this selector's last choice for it. */
    @Override
    public void flowRemoved(FlowKey flow) {
        holds.restore(flow);
    }
}
