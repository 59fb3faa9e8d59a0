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

import org.junit.rules.ExternalResource;

import static com.google.common.base.Preconditions.checkState;

/**
 * One real cluster for all the tests of a class (starting one takes 12-25 s here), as a
 * {@code @ClassRule}: started before the first test, closed after the last, and then proof that the
 * class stopped every thread it started ({@link ThreadLeaks}).
 */
public final class SharedRealCluster extends ExternalResource {

    private final int size;
    private ThreadLeaks threads;
    private RealCluster cluster;

    public SharedRealCluster(int size) {
        this.size = size;
    }

    @Override
    protected void before() {
        threads = ThreadLeaks.snapshot();
        cluster = RealCluster.start(size);
        System.out.printf("started %d nodes in %d ms%n", size, cluster.startMillis());
    }

    @Override
    protected void after() {
        if (cluster != null) {
            cluster.close();
            cluster = null;
        }
        threads.assertAllEnded();
    }

    /** The running cluster. */
    public RealCluster cluster() {
        checkState(cluster != null, "the cluster runs only while the class's tests do");
        return cluster;
    }
}
