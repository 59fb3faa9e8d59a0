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
package org.onosproject.janus.testbed.mpi;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class HpccInputTest {

    @Test
    public void theGridUsesEveryRankAsSquareAsPossible() {
        assertEquals(2, HpccInput.gridRows(4));
        assertEquals(2, HpccInput.gridRows(8));
        assertEquals(4, HpccInput.gridRows(16));
        assertEquals(1, HpccInput.gridRows(7));
    }

    @Test
    public void theFileGivesTheSmallHplProblemAndTheGridOnHpccsLines() {
        String[] lines = HpccInput.text(8).split("\n");
        assertEquals("HPLinpack benchmark input file", lines[0]);
        assertEquals("200", lines[5].trim().split("\\s+")[0]);
        assertEquals("40", lines[7].trim().split("\\s+")[0]);
        assertEquals("2", lines[10].trim().split("\\s+")[0]);
        assertEquals("4", lines[11].trim().split("\\s+")[0]);
        assertEquals(36, lines.length);
    }
}
