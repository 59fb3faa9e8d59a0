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
package org.onosproject.janus.impl.jobs;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A declared job as the cluster shares it (one entry of the jobs map): the declaration, its times and
 * every pair with the edge ports its intent joins. A pair's path is not here: it lives in the pair's flow
 * record, as every flow's does. Immutable.
 */
final class JobRecord {

    private final JobSpec spec;
    private final long createdMillis;
    private final long expiresMillis;
    private final List<Pair> pairs;

    JobRecord(JobSpec spec, long createdMillis, long expiresMillis, List<Pair> pairs) {
        this.spec = checkNotNull(spec, "spec");
        this.createdMillis = createdMillis;
        this.expiresMillis = expiresMillis;
        this.pairs = ImmutableList.copyOf(pairs);
    }

    JobSpec spec() {
        return spec;
    }

    String id() {
        return spec.id();
    }

    long createdMillis() {
        return createdMillis;
    }

    /** 0 for never. */
    long expiresMillis() {
        return expiresMillis;
    }

    List<Pair> pairs() {
        return pairs;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof JobRecord)) {
            return false;
        }
        JobRecord that = (JobRecord) o;
        return createdMillis == that.createdMillis && expiresMillis == that.expiresMillis && spec.equals(that.spec)
                && pairs.equals(that.pairs);
    }

    @Override
    public int hashCode() {
        return Objects.hash(spec, createdMillis, expiresMillis, pairs);
    }

    @Override
    public String toString() {
        return "JobRecord{" + spec.id() + ", " + pairs.size() + " pairs}";
    }

    /** One pair as declared (unplaced, without path), plus the host ports its intent joins. */
    static final class Pair {
        private final JobPair pair;
        private final ConnectPoint ingress;
        private final ConnectPoint egress;

        Pair(JobPair pair, ConnectPoint ingress, ConnectPoint egress) {
            this.pair = checkNotNull(pair, "pair");
            this.ingress = checkNotNull(ingress, "ingress");
            this.egress = checkNotNull(egress, "egress");
        }

        JobPair pair() {
            return pair;
        }

        ConnectPoint ingress() {
            return ingress;
        }

        ConnectPoint egress() {
            return egress;
        }

        /** The pair as the API shows it, on the path of its flow (unplaced if it has none). */
        JobPair on(Optional<List<Link>> path) {
            JobPair p = pair;
            return new JobPair(p.srcRank(), p.dstRank(), p.srcHost(), p.dstHost(), p.srcIp(), p.dstIp(),
                               p.expectedBytes(), p.chargeBytesPerSec(), p.intentKey(), path.isPresent(),
                               path.orElse(ImmutableList.of()));
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Pair)) {
                return false;
            }
            Pair that = (Pair) o;
            return pair.equals(that.pair) && ingress.equals(that.ingress) && egress.equals(that.egress);
        }

        @Override
        public int hashCode() {
            return Objects.hash(pair, ingress, egress);
        }
    }
}
