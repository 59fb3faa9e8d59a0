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
package org.onosproject.janus.labcluster;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.NetworkSpec;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.realcluster.AgentTopologyCluster;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The networks of a cluster scenario: for each run a fresh real cluster (ONOS's atomix-agent topology:
 * Atomix servers in child JVMs, ONOS nodes in this JVM, {@link AgentTopologyCluster}) and a fresh emulated
 * network on one embedded core with one Janus per node ({@link ClusterController}). The lab's
 * {@code ExperimentRunner} drives it as any network; each run's {@link ClusterOutcome} is kept here.
 */
final class ClusterNetworkFactory implements NetworkFactory {

    /** Stage name (see {@link BuildListener}) of forming the cluster. */
    static final String STAGE_CLUSTER = "real ONOS cluster forming (Atomix servers in child JVMs)";

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(ClusterNetworkFactory.class);
    static final int START_ATTEMPTS = 3;

    private final ClusterScenario scenario;
    private final List<ClusterOutcome> outcomes = new ArrayList<>();

    ClusterNetworkFactory(ClusterScenario scenario) {
        this.scenario = scenario;
    }

    /** The outcome of every run closed so far, in run order. */
    synchronized List<ClusterOutcome> outcomes() {
        return ImmutableList.copyOf(outcomes);
    }

    private synchronized void keep(ClusterOutcome outcome) {
        outcomes.add(outcome);
    }

    /**
     * A formed cluster, each attempt within the plan's formation bound. On this shared 2-core machine
     * three Atomix server JVMs sometimes do not come up within it under heavy load; a failed start is
     * retried (each attempt on fresh ports and data directories) and said on stderr.
     */
    private AgentTopologyCluster startCluster() {
        RuntimeException last = null;
        for (int attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
            try {
                return AgentTopologyCluster.start(scenario.plan().nodes(),
                        TimeUnit.SECONDS.toMillis(scenario.plan().formationSeconds()));
            } catch (RuntimeException e) {
                last = e;
                log.warn("cluster start attempt {} of {} failed: {}", attempt, START_ATTEMPTS, e.toString());
            }
        }
        throw last;
    }

    @Override
    public LabSession open(NetworkSpec spec, BuildListener progress) {
        StrategyVariant variant = StrategyVariant.parse(spec.strategy());
        Supplier<JanusController.Builder> janus = () -> {
            JanusController.Builder b = JanusController.builder().strategy(variant.strategy())
                    .idleTimeoutSeconds(spec.idleTimeoutSeconds())
                    .statsPollIntervalSeconds(spec.timing().statsPollSeconds());
            variant.properties().forEach(b::property);
            return b;
        };
        progress.progress(STAGE_CLUSTER, 0, 1);
        AgentTopologyCluster cluster = startCluster();
        progress.progress(STAGE_CLUSTER, 1, 1);
        try {
            ActLedger[] ledger = new ActLedger[1];
            EmulatedNetwork[] network = new EmulatedNetwork[1];
            ledger[0] = new ActLedger(() -> network[0] == null ? 0 : network[0].nowMillis(), System::nanoTime);
            ClusterController controller = new ClusterController(cluster.nodes(), janus, ledger[0]);
            NetworkSettings settings = NetworkSettings.builder().topology(spec.fabric().topology()).seed(spec.seed())
                    .timing(spec.timing()).build();
            network[0] = EmulatedNetwork.start(settings, controller, progress);
            return new ClusterSession(scenario, spec.strategy(), spec.seed(), spec.idleTimeoutSeconds(),
                                      spec.timing().statsPollSeconds(), cluster, network[0], controller, ledger[0],
                                      cluster.startMillis(), this::keep);
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }
}
