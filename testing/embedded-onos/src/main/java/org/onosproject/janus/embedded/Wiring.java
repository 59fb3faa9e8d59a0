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
package org.onosproject.janus.embedded;

import org.onlab.osgi.ComponentContextAdapter;
import org.osgi.service.component.ComponentContext;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;

/**
 * Does by reflection what OSGi declarative services would do for an ONOS component: sets its
 * {@code @Reference} fields and calls its activate/deactivate methods. Public for the other test
 * modules that wire ONOS components (the real cluster stacks of {@code testing/real-cluster}).
 */
public final class Wiring {

    private static final ComponentContext EMPTY_CONTEXT = new ComponentContextAdapter();

    private Wiring() {
    }

    /** Sets field {@code name}, declared on the component's class or any superclass. */
    public static void inject(Object component, String name, Object value) {
        Field field = findField(component.getClass(), name);
        try {
            field.setAccessible(true);
            field.set(component, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot set " + name + " on " + component.getClass().getName(), e);
        }
    }

    /** Reads field {@code name}, declared on the component's class or any superclass. */
    public static Object read(Object component, String name) {
        Field field = findField(component.getClass(), name);
        try {
            field.setAccessible(true);
            return field.get(component);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + name + " of " + component.getClass().getName(), e);
        }
    }

    /** Calls the component's lifecycle method {@code name}, with an empty component context if it takes one. */
    public static void call(Object component, String name) {
        invoke(component, findLifecycleMethod(component.getClass(), name), EMPTY_CONTEXT);
    }

    private static void invoke(Object component, Method method, ComponentContext context) {
        String name = method.getName();
        try {
            method.setAccessible(true);
            if (method.getParameterCount() == 0) {
                method.invoke(component);
            } else {
                method.invoke(component, context);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + name + " on " + component.getClass().getName(), e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(name + " failed on " + component.getClass().getName(), cause);
        }
    }

    /**
     * Calls the component's {@code modified} method with a component context holding {@code properties},
     * as OSGi does when a component's configuration changes.
     */
    public static void modify(Object component, Map<String, String> properties) {
        Dictionary<String, Object> values = new Hashtable<>(properties);
        invoke(component, findLifecycleMethod(component.getClass(), "modified"), new ComponentContextAdapter() {
            @Override
            public Dictionary getProperties() {
                return values;
            }
        });
    }

    private static Field findField(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                return c.getDeclaredField(name);
            } catch (NoSuchFieldException e) {
                // look further up
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no field " + name);
    }

    private static Method findLifecycleMethod(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && (m.getParameterCount() == 0
                        || (m.getParameterCount() == 1
                        && m.getParameterTypes()[0] == ComponentContext.class))) {
                    return m;
                }
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no lifecycle method " + name);
    }
}
