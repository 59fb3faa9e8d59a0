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
import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.Iterables;

import java.util.concurrent.atomic.LongAdder;

/**
 * Young flows that count the records they hand to readers: what the searches that read them cost, which
 * must grow with the flows on the links they look at, not with the flows in flight.
 */
public final class CountingYoungFlows extends YoungFlows {

    private final LongAdder recordsRead = new LongAdder();

    @Override
    public Iterable<ProvisionedFlow> on(LinkEnds link) {
        return counted(super.on(link));
    }

    @Override
    public Iterable<ProvisionedFlow> all() {
        return counted(super.all());
    }

    /** Records handed to readers so far. */
    public long recordsRead() {
        return recordsRead.sum();
    }

    private Iterable<ProvisionedFlow> counted(Iterable<ProvisionedFlow> records) {
        return Iterables.transform(records, record -> {
            recordsRead.increment();
            return record;
        });
    }
}
