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
package org.onosproject.janus.realcluster.process;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/** An Atomix server's member id and its loopback port. */
public final class ServerAddress {

    private final String id;
    private final int port;

    public ServerAddress(String id, int port) {
        checkArgument(port > 0 && port < 65536, "bad port %s", port);
        checkArgument(!checkNotNull(id).contains(":"), "an id with a colon: %s", id);
        this.id = id;
        this.port = port;
    }

    public String id() {
        return id;
    }

    public int port() {
        return port;
    }

    @Override
    public String toString() {
        return id + "@127.0.0.1:" + port;
    }
}
