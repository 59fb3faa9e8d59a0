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

import org.junit.Test;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class SampleStatisticsTest {

    @Test
    public void ninetyPercentIntervalUsesStudentT() {
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, s = 2.138, t(0.95, 7) = 1.894579
        SampleStatistics s = SampleStatistics.of(List.of(2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0));
        assertEquals(5.0, s.mean(), 1e-12);
        assertEquals(2.13809, s.std(), 1e-5);
        assertEquals(1.894579 * 2.13809 / Math.sqrt(8), s.ciHalfWidth(), 1e-5);
    }

    @Test
    public void twoValuesHaveAWideInterval() {
        SampleStatistics s = SampleStatistics.of(List.of(10.0, 12.0));
        // t(0.95, 1) = 6.313752, s = 1.41421
        assertEquals(6.313752 * Math.sqrt(2) / Math.sqrt(2), s.ciHalfWidth(), 1e-5);
    }

    @Test
    public void oneValueHasNoInterval() {
        SampleStatistics s = SampleStatistics.of(List.of(3.0));
        assertEquals(3.0, s.mean(), 0);
        assertTrue(Double.isNaN(s.ciHalfWidth()));
    }
}
