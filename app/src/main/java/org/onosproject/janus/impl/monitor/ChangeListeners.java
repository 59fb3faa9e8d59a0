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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.impl.graph.LinkEnds;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A store's {@link LinkChangeListener}s, held weakly: a view over the store (an {@link ExpectedUsage},
 * made anew on every activation of Janus while the committed load lives as long as the component)
 * is not kept alive, with its per-graph table, by the store it listens to. The view keeps its listener
 * strongly for as long as it lives.
 */
final class ChangeListeners {

    private final List<WeakReference<LinkChangeListener>> listeners = new CopyOnWriteArrayList<>();

    void add(LinkChangeListener listener) {
        listeners.add(new WeakReference<>(checkNotNull(listener, "listener")));
    }

    /** Listeners still alive. */
    int size() {
        int alive = 0;
        for (WeakReference<LinkChangeListener> ref : listeners) {
            alive += ref.get() == null ? 0 : 1;
        }
        return alive;
    }

    void linkChanged(LinkEnds link) {
        boolean collected = false;
        for (WeakReference<LinkChangeListener> ref : listeners) {
            LinkChangeListener listener = ref.get();
            if (listener == null) {
                collected = true;
            } else {
                listener.linkChanged(link);
            }
        }
        if (collected) {
            listeners.removeIf(ref -> ref.get() == null);
        }
    }

    void allChanged() {
        for (WeakReference<LinkChangeListener> ref : listeners) {
            LinkChangeListener listener = ref.get();
            if (listener != null) {
                listener.allChanged();
            }
        }
        listeners.removeIf(ref -> ref.get() == null);
    }
}
