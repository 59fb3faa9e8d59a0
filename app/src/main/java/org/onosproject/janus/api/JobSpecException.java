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

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A job declaration Janus refuses: names the field at fault ({@code id}, {@code hosts}, {@code pattern},
 * {@code grid}, {@code pairs}, {@code expectedBytes} or {@code ttl}) and says why.
 */
public class JobSpecException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    public JobSpecException(String field, String message) {
        super(checkNotNull(message, "message"));
        this.field = checkNotNull(field, "field");
    }

    /** The field at fault. */
    public String field() {
        return field;
    }
}
