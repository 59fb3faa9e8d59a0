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

import org.onosproject.janus.testbed.flow.Thrown;
import org.junit.Test;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class CpuTimeTest {

    @Test
    public void idleAndIowaitAreIdleEverythingElseOnTheCpuLineIsBusy() {
        CpuTime before = CpuTime.parse("cpu  100 0 100 700 100 0 0 0 0 0\ncpu0 1 2 3 4\n");
        CpuTime after = CpuTime.parse("cpu  400 0 250 750 150 50 0 0 0 0\ncpu0 1 2 3 4\n");
        // busy grew by 300 + 150 + 50 = 500 of 600 ticks
        assertEquals(500.0 / 600 * 100, after.busyPercentSince(before), 1e-9);
    }

    @Test
    public void noTimeBetweenTwoSamplesMeasuresNothing() {
        CpuTime same = CpuTime.parse("cpu  1 2 3 4 5 6 7 8\n");
        assertTrue(Double.isNaN(same.busyPercentSince(same)));
    }

    @Test
    public void aTextThatIsNotProcStatIsRefused() {
        Thrown.by(IllegalArgumentException.class, () -> CpuTime.parse("intr 1 2 3\n"));
    }
}
