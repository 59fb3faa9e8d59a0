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
package org.onosproject.janus.realcluster;

import java.lang.reflect.Proxy;

/**
 * A service a component requires by reference but that the paths exercised here never call
 * (ClusterManager's SystemService, StorageManager's PersistenceService). Any call fails loudly, so a
 * path that does need the service shows up in a test rather than going silently wrong.
 */
final class Unused {

    private Unused() {
    }

    static <T> T service(Class<T> type) {
        Object proxy = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, (self, method, args) -> {
            switch (method.getName()) {
                case "toString":
                    return "unused " + type.getSimpleName();
                case "hashCode":
                    return System.identityHashCode(self);
                case "equals":
                    return self == args[0];
                default:
                    throw new UnsupportedOperationException(
                            type.getSimpleName() + "." + method.getName() + " is not provided on the test cluster");
            }
        });
        return type.cast(proxy);
    }
}
