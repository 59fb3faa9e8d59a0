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
package org.onosproject.janus.testbed.run;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** Tables of several repetitions: numbered rows, and their mean and 90% confidence interval per strategy. */
public class RepetitionSummaryTest {

    private static final List<String> HEADERS = List.of("repetition", "strategy", "path before", "pings lost",
                                                        "outage (ms)");

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static RepetitionSummary summary() {
        return RepetitionSummary.of(HEADERS, List.of(
                List.of("1", "luar", "e1>a1>c1", "30/200", "3000.00"),
                List.of("1", "shortest", "e1>a2>c3", "40/200", "4000.00"),
                List.of("2", "luar", "e1>a2>c4", "32/200", "3200.00"),
                List.of("2", "shortest", "e1>a2>c3", "40/200", "NaN"),
                List.of("3", "luar", "e1>a1>c2", "34/200", "3400.00"),
                List.of("3", "shortest", "e1>a2>c3", "40/200", "-")));
    }

    private static List<String> row(RepetitionSummary s, String strategy) {
        return s.rows().stream().filter(r -> r.get(0).equals(strategy)).findFirst().orElseThrow();
    }

    private static String cell(RepetitionSummary s, String strategy, String header) {
        return row(s, strategy).get(s.headers().indexOf(header));
    }

    @Test
    public void numericColumnsGetAMeanAndA90PercentIntervalPerStrategyAndTextColumnsNone() {
        assertEquals(List.of("strategy", "repetitions", "pings lost mean", "pings lost 90% CI ±",
                             "outage (ms) mean", "outage (ms) 90% CI ±"), summary().headers());
    }

    @Test
    public void theMeanAndIntervalAreStudentTsOverTheRepetitions() {
        // 3000, 3200, 3400: mean 3200, s = 200, t(0.95; 2 df) = 2.919986, half-width 2.919986 * 200 / sqrt(3)
        assertEquals("3", cell(summary(), "luar", "repetitions"));
        assertEquals("3200.00", cell(summary(), "luar", "outage (ms) mean"));
        assertEquals("337.17", cell(summary(), "luar", "outage (ms) 90% CI ±"));
    }

    @Test
    public void aCountIsSummarisedByItsNumerator() {
        assertEquals("32.00", cell(summary(), "luar", "pings lost mean"));
        assertEquals("0.00", cell(summary(), "shortest", "pings lost 90% CI ±"));
    }

    @Test
    public void missingValuesAreLeftOutAndOneValueHasNoInterval() {
        assertEquals("4000.00", cell(summary(), "shortest", "outage (ms) mean"));
        assertEquals("-", cell(summary(), "shortest", "outage (ms) 90% CI ±"));
    }

    @Test
    public void theRingIsSummarisedPerStrategyAndNumberOfRanks() {
        RepetitionSummary s = RepetitionSummary.of(List.of("repetition", "strategy", "ranks", "natural testbed"),
                List.of(List.of("1", "luar", "4", "0.2"), List.of("1", "luar", "8", "0.1"),
                        List.of("2", "luar", "4", "0.4"), List.of("2", "luar", "8", "0.1")));
        assertEquals(List.of(List.of("luar", "4", "2", "0.30", "0.63"), List.of("luar", "8", "2", "0.10", "0.00")),
                     s.rows());
    }

    @Test
    public void theSeedIsASettingNotAMeasurement() {
        RepetitionSummary s = RepetitionSummary.of(List.of("repetition", "strategy", "seed", "makespan (s)"),
                List.of(List.of("1", "ecmp", "2026", "9.0"), List.of("2", "ecmp", "2027", "11.0")));
        assertEquals(List.of("strategy", "repetitions", "makespan (s) mean", "makespan (s) 90% CI ±"), s.headers());
    }

    @Test
    public void aReportOfSeveralRepetitionsNumbersItsRowsAndChecksAndWritesTheSummary() throws IOException {
        TestbedReport report = new TestbedReport();
        report.repetitions(2);
        for (int rep = 0; rep < 2; rep++) {
            report.repetition(rep);
            report.table("switch-failure", "switch-failure", List.of("strategy", "outage (ms)"))
                    .row("ecmp", 3000.0 + 400 * rep);
            report.check("switch-failure", "ecmp", "traffic recovers", true, "-");
        }
        Path folder = tmp.getRoot().toPath();
        report.write(folder);

        assertEquals("repetition,strategy,outage (ms)\n1,ecmp,3000.00\n2,ecmp,3400.00\n",
                     Files.readString(folder.resolve("switch-failure.csv")));
        assertEquals("strategy,repetitions,outage (ms) mean,outage (ms) 90% CI ±\necmp,2,3200.00,1262.75\n",
                     Files.readString(folder.resolve("switch-failure-summary.csv")));
        assertThat(report.toTerminal(), containsString("90% confidence interval (Student t) over 2 repetitions"));
        assertEquals("ecmp (repetition 2)", report.checks().get(1).strategy);
        assertThat(Files.readString(folder.resolve("switch-failure-outage.svg")), containsString("ecmp"));
    }

    @Test
    public void aReportOfOneRepetitionIsAsItAlwaysWas() {
        TestbedReport report = new TestbedReport();
        report.table("switch-failure", "switch-failure", List.of("strategy", "outage (ms)")).row("ecmp", 3000.0);
        assertEquals(List.of("strategy", "outage (ms)"),
                     report.table("switch-failure", "switch-failure", List.of()).headers());
        assertFalse(report.toTerminal().contains("summary"));
        assertTrue(report.fileNames().contains("switch-failure.csv"));
        assertFalse(report.fileNames().contains("switch-failure-summary.csv"));
    }
}
