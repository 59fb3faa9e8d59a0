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
package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.HeapProbe;
import org.onosproject.janus.lab.experiment.LeakOutcome;
import org.onosproject.janus.lab.experiment.PlaneSnapshot;
import org.onosproject.janus.lab.experiment.RunRecord;

import java.util.List;
import java.util.Locale;

/**
 * The leak section of a report, for soaks: after the traffic stopped and the idle timeout passed, what
 * Janus left behind (intents, rules, reservations, flow records) and whether the heap came back.
 */
public final class LeakTables {

    private LeakTables() {
    }

    /** The section's table; none when no run made a leak check. */
    public static List<TextTable> of(ExperimentResult result) {
        List<RunRecord> runs = result.runs().stream().filter(r -> r.leaks().isPresent())
                .collect(ImmutableList.toImmutableList());
        if (runs.isEmpty()) {
            return ImmutableList.of();
        }
        TextTable t = new TextTable("Leak check (after the traffic and the idle timeout)", ImmutableList.of(
                "workload", "strategy", "background flows", "Janus intents left", "intent rules left",
                "reservations left", "flow records left", "live heap start / end (MB)", "clean"));
        for (RunRecord r : runs) {
            LeakOutcome l = r.leaks().orElseThrow();
            PlaneSnapshot after = l.after();
            t.row(ImmutableList.of(r.cell().workload().label(), r.cell().strategy(), Long.toString(l.backgroundFlows()),
                    Long.toString(after.janusIntents()), Long.toString(after.rulesOnSwitches()),
                    Long.toString(after.reservations()), Long.toString(after.flowRecords()),
                    String.format(Locale.ROOT, "%.1f / %.1f", l.heapStartBytes() / HeapProbe.MB,
                            l.heapEndBytes() / HeapProbe.MB), l.clean() ? "yes" : "NO"));
        }
        return ImmutableList.of(t.note("clean: nothing of Janus left, and the live heap back within 25% of where"
                + " it was before the traffic"));
    }
}
