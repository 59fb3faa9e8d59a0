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
package org.onosproject.janus.api;

import com.google.common.collect.ImmutableList;
import org.junit.Test;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

/**
 * The API's values are equal when they are of one class and their fields are equal.
 */
public class ValueObjectTest {

    @Test
    public void valuesWithEqualFieldsAreEqualAndHashAlike() {
        assertEquals(RankPair.of(0, 1, 5), RankPair.of(0, 1, 5));
        assertEquals(RankPair.of(0, 1, 5).hashCode(), RankPair.of(0, 1, 5).hashCode());
    }

    @Test
    public void valuesThatDifferInAnyFieldAreNotEqual() {
        assertNotEquals(RankPair.of(0, 1, 5), RankPair.of(1, 0, 5));
        assertNotEquals(RankPair.of(0, 1, 5), RankPair.of(0, 1, 6));
    }

    @Test
    public void aValueIsNeverEqualToNull() {
        assertNotEquals(Selection.of(ImmutableList.of(), "same switch"), null);
    }

    @Test
    public void valuesOfTwoClassesAreNotEqualEvenWithEqualFields() {
        assertNotEquals(new Apple(), new Pear());
        assertEquals(new Apple(), new Apple());
    }

    private static final class Apple extends ValueObject {
        @Override
        List<Object> fields() {
            return List.of(1, "one");
        }
    }

    private static final class Pear extends ValueObject {
        @Override
        List<Object> fields() {
            return List.of(1, "one");
        }
    }
}
