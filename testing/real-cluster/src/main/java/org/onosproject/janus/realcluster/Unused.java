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
