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
package org.onosproject.janus.testbed.flow;

import static org.junit.Assert.fail;

/**
 * JUnit 4.12 has no assertThrows: the exception of a type that some code throws, or a failure. Shared by
 * the testbed's tests.
 */
public final class Thrown {

    private Thrown() {
    }

    public static <T extends Throwable> T by(Class<T> type, Runnable code) {
        try {
            code.run();
        } catch (Throwable t) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
            throw new AssertionError("expected " + type.getSimpleName() + " but got " + t, t);
        }
        fail("expected " + type.getSimpleName() + ", nothing was thrown");
        return null;
    }
}
