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

import java.util.List;

/**
 * An immutable value of the API: equal to another of its class whose {@link #fields()} are equal, with the
 * hash code of those fields.
 */
abstract class ValueObject {

    /** The fields that make two values of the class equal, always in the same order. */
    abstract List<Object> fields();

    @Override
    public final boolean equals(Object o) {
        return o == this || o != null && o.getClass() == getClass() && fields().equals(((ValueObject) o).fields());
    }

    @Override
    public final int hashCode() {
        return fields().hashCode();
    }
}
