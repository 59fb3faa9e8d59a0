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
package org.onosproject.janus.lab.workload;

/** A flow-trace CSV that cannot be replayed; the message names the line and the field. */
public final class TraceFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final String field;

    public TraceFormatException(int line, String field, String problem) {
        super("trace line " + line + ", field '" + field + "': " + problem);
        this.line = line;
        this.field = field;
    }

    public int line() {
        return line;
    }

    public String field() {
        return field;
    }
}
