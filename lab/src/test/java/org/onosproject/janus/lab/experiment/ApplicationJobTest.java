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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.lab.workload.Message;
import org.onosproject.janus.lab.workload.MpiApplication;
import org.onosproject.janus.lab.workload.MpiPhase;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.RankPair;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** A NAS application as its job declaration: the pattern and bytes read from the model. */
public class ApplicationJobTest {

    private static final double GBPS = 125_000_000.0;

    private static ApplicationJob nas(String app) {
        return ApplicationJob.of(NasBenchmarks.application(app, 4, GBPS));
    }

    @Test
    public void ringApplicationsAreDeclaredAsARingWithTheirBytesPerPair() {
        MpiApplication lu = NasBenchmarks.application("LU", 4, GBPS);
        MpiPhase phase = lu.phases().get(0);
        JobSpec spec = ApplicationJob.of(lu).spec("lu", rank -> "10.0.0." + (rank + 1));
        assertEquals(JobPattern.RING, spec.pattern());
        assertEquals(phase.iterations() * phase.messages().get(0).bytes(), spec.expectedBytes());
        assertEquals(JobPattern.RING, nas("MG").pattern());
    }

    @Test
    public void allToAllIsDeclaredAsAllToAll() {
        assertEquals(JobPattern.ALL_TO_ALL, nas("BT").pattern());
        assertEquals(12, nas("BT").pairs().size());
    }

    @Test
    public void patternsJanusHasNoNameForAreDeclaredAsTheirPairs() {
        for (String app : List.of("EP", "CG", "SP")) {
            assertEquals(app, JobPattern.PAIRS, nas(app).pattern());
        }
        JobSpec cg = nas("CG").spec("cg", rank -> "10.0.0." + (rank + 1));
        assertEquals(6, cg.pairs().size());
    }

    @Test
    public void aPairSentOnInTwoPhasesCarriesTheBytesOfBoth() {
        MpiApplication app = new MpiApplication("X", null, 3, ImmutableList.of(
                new MpiPhase("a", 2, 0, ImmutableList.of(new Message(0, 1, 100), new Message(1, 2, 10))),
                new MpiPhase("b", 3, 0, ImmutableList.of(new Message(0, 1, 1000)))));
        ApplicationJob job = ApplicationJob.of(app);
        assertEquals(2 * 100 + 3 * 1000, job.bytes(new RankPair(0, 1)));
        assertEquals(2 * 10, job.bytes(new RankPair(1, 2)));
        assertEquals(ImmutableList.of(new RankPair(0, 1), new RankPair(1, 2)), job.pairs());
        JobSpec spec = job.spec("x", rank -> "h" + rank);
        assertEquals(JobPattern.PAIRS, spec.pattern());
        assertEquals(ImmutableList.of(org.onosproject.janus.api.RankPair.of(0, 1, 3200),
                org.onosproject.janus.api.RankPair.of(1, 2, 20)), spec.pairs());
    }

    @Test
    public void spsScatterPairsCarryLessThanItsHeavyPairs() {
        ApplicationJob sp = nas("SP");
        assertTrue("scatter 0->3 is only in the distribution phase",
                sp.bytes(new RankPair(0, 3)) < sp.bytes(new RankPair(0, 1)));
    }

    @Test
    public void theDeclarationListsTheHostsInRankOrder() {
        JobSpec spec = nas("LU").spec("lu", rank -> "10.0.0." + (10 - rank));
        assertEquals(List.of("10.0.0.10", "10.0.0.9", "10.0.0.8", "10.0.0.7"), spec.hosts());
    }

    @Test
    public void theJobIdIsOneJanusAccepts() {
        MpiApplication lu = NasBenchmarks.application("LU", 4, GBPS);
        assertEquals("LU-4ranks-rep3", ApplicationJob.id(lu, 3));
    }
}
