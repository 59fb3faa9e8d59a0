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
import org.onlab.packet.Ip4Address;
import org.onlab.packet.IpAddress;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.RateEstimator;
import org.onosproject.janus.impl.packet.HostResolver;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.JanusSerializers;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.intent.Key;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.MapEvent;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.Versioned;
import org.slf4j.Logger;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Declared jobs: checks a declaration, places its pairs jointly ({@link JointPlacement}) and keeps the
 * declaration in the cluster's jobs map. Each placed pair is then a flow of Janus like any other: recorded in
 * the {@link FlowStore} as a host-pair flow under its job's intent key, charged its share of its host's
 * capacity, given a host-pair intent one priority above the reactive ones ({@link FlowIntents}), moved off a
 * dead link ({@link #reselect}, for the rerouter) and withdrawn and purged by the {@link IntentLifecycle}; it
 * only has no idle timeout. Removal (by the operator or at the end of the job's time to live) withdraws the
 * pairs' flows.
 * <p>
 * A pair's charge is its share of its source host's capacity (the narrowest link of its first
 * candidate): the pairs leaving one host split it in proportion to their expected bytes, or equally
 * when the bytes are unknown. Largest charge is placed first.
 * <p>
 * On a cluster every node keeps the packet index of every job (from the map's events); the node that owns a
 * job's key (as Janus's flows are owned) expires it, at the first poll of Janus's poll cycle after its time to
 * live ({@link #expireDue}).
 * <p>
 * The jobs map holds each job as declared: a {@link JobState} whose pairs carry no path, since a pair's path
 * lives in its flow record as every flow's does; {@link #jobs} shows them on their flows' paths.
 */
public final class JobManager {

    private static final Logger log = getLogger(JobManager.class);
    private static final String KEY_PREFIX = "job:";
    /** The strategy name a declared pair's record carries: its path is its job's joint placement. */
    private static final String JOINT = "joint";

    /** Name of the cluster's jobs map. */
    public static final String JOBS_MAP = "janus-jobs";

    private final OnosServices onos;
    private final JanusContext context;
    private final FlowState state;
    private final Placement placement;
    private final IntentLifecycle lifecycle;
    private final FlowIntents intents;
    private final HostResolver hosts;
    private final ConsistentMap<String, JobState> store;

    /** The intent keys of the declared pairs, by their addresses. */
    private final Map<Long, String> byAddresses = new ConcurrentHashMap<>();
    private final Map<String, JobState> known = new ConcurrentHashMap<>();
    private final MapEventListener<String, JobState> listener = this::mapEvent;

    /**
     * @param state     the flow records the pairs' flows join, their charges, and who owns which key
     * @param placement the fabric as it is now and the links' expected load, the pairs are placed over
     * @param lifecycle how a pair's flow is withdrawn
     * @param intents   how a pair's intent is submitted, and withdrawn if its record could not be written
     */
    public JobManager(OnosServices onos, JanusContext context, FlowState state, Placement placement,
                      IntentLifecycle lifecycle, FlowIntents intents, HostResolver hosts, StorageService storage) {
        this.onos = checkNotNull(onos, "onos");
        this.context = checkNotNull(context, "context");
        this.state = checkNotNull(state, "state");
        this.placement = checkNotNull(placement, "placement");
        this.lifecycle = checkNotNull(lifecycle, "lifecycle");
        this.intents = checkNotNull(intents, "intents");
        this.hosts = checkNotNull(hosts, "hosts");
        this.store = storage.<String, JobState>consistentMapBuilder()
                .withName(JOBS_MAP)
                .withSerializer(JanusSerializers.serializer())
                .withApplicationId(onos.appId())
                .build();
    }

    /** Starts following the jobs map. */
    public void start() {
        store.addListener(listener);
        store.values().stream().map(Versioned::value).forEach(this::learn);
    }

    /**
     * Stops following the jobs map.
     *
     * @param forget true on the last Janus node of a cluster: the records go too (the pairs' flows are
     *               withdrawn by Janus's deactivation)
     */
    public void stop(boolean forget) {
        store.removeListener(listener);
        ImmutableList.copyOf(known.values()).forEach(this::unlearn);
        if (forget) {
            store.clear();
        }
    }

    /** See {@link org.onosproject.janus.api.JanusJobService#declareJob}. */
    public JobState declare(JobSpec spec) {
        List<RankPair> rankPairs = JobPairs.expand(spec, context.config().maxJobPairs());
        if (store.containsKey(spec.id())) {
            throw new JobSpecException("id", "a job with id " + spec.id() + " exists");
        }
        if (rankPairs.stream().anyMatch(rp -> state.flows().get(key(intentKey(spec.id(), rp))).isPresent())) {
            throw new JobSpecException("id", "a job with id " + spec.id() + " is still being withdrawn");
        }
        List<Resolved> ranks = resolve(spec.hosts());
        Map<Integer, Double> weightFromRank = new HashMap<>();
        long known = rankPairs.stream().mapToLong(RankPair::expectedBytes).max().orElse(0);
        for (RankPair rp : rankPairs) {
            weightFromRank.merge(rp.src(), weight(rp, known), Double::sum);
        }
        List<JobPair> pairs = new ArrayList<>(rankPairs.size());
        List<FlowRequest> requests = new ArrayList<>(rankPairs.size());
        List<Demand> demands = new ArrayList<>(rankPairs.size());
        for (RankPair rp : rankPairs) {
            Resolved src = ranks.get(rp.src());
            Resolved dst = ranks.get(rp.dst());
            FlowRequest request = new FlowRequest(FlowKey.ofHostPair(src.ip, dst.ip), src.host, dst.host,
                                                  src.location, dst.location);
            CandidatePaths paths = placement.fabric().current().candidates(request);
            long charge = (long) (hostCapacity(paths) * weight(rp, known) / weightFromRank.get(rp.src()));
            pairs.add(new JobPair(rp.src(), rp.dst(), src.host, dst.host, src.ip, dst.ip, rp.expectedBytes(),
                                  charge, intentKey(spec.id(), rp), false, ImmutableList.of()));
            requests.add(request);
            demands.add(new Demand(paths, charge));
        }
        List<Optional<List<Link>>> placed = placement(Map.of()).place(demands);
        long now = context.scheduler().nowMillis();
        long expires = spec.ttlSeconds() > 0 ? now + spec.ttlSeconds() * 1000L : 0;
        JobState declared = new JobState(spec, now, expires, pairs);
        if (store.putIfAbsent(spec.id(), declared) != null) {
            throw new JobSpecException("id", "a job with id " + spec.id() + " exists");
        }
        learn(declared);
        for (int i = 0; i < pairs.size(); i++) {
            provision(pairs.get(i), requests.get(i), placed.get(i));
        }
        log.info("Janus job {} declared: {} pairs", spec.id(), pairs.size());
        return state(declared);
    }

    /** Every job, by id. */
    public List<JobState> jobs() {
        return store.values().stream().map(Versioned::value)
                .sorted(Comparator.comparing(JobState::id))
                .map(this::state)
                .collect(ImmutableList.toImmutableList());
    }

    /** The job with this id, if there is one. */
    public Optional<JobState> job(String id) {
        return id == null ? Optional.empty()
                : Optional.ofNullable(Versioned.valueOrNull(store.get(id))).map(this::state);
    }

    /** Removes a job and withdraws its pairs' flows; false if there is none. */
    public boolean remove(String id) {
        if (id == null) {
            return false;
        }
        JobState removed = Versioned.valueOrNull(store.remove(id));
        if (removed == null) {
            return false;
        }
        unlearn(removed);
        removed.pairs().forEach(pair -> lifecycle.withdraw(key(pair.intentKey()), WithdrawalCause.OPERATOR));
        log.info("Janus job {} removed", id);
        return true;
    }

    /**
     * Sends a packet of a declared pair along the pair's flow, without any reactive choice, or drops it if the
     * pair has no flow.
     *
     * @return false if the addresses are not a declared pair (the packet is not handled here then)
     */
    public boolean handle(PacketContext packet, Ip4Address srcIp, Ip4Address dstIp) {
        String key = byAddresses.get(addresses(srcIp, dstIp));
        if (key == null) {
            return false;
        }
        FlowIntents.forward(packet, live(key));
        return true;
    }

    /** Records the flow of a pair placed on {@code path}, charges it and submits its intent (none if unplaced). */
    private void provision(JobPair pair, FlowRequest request, Optional<List<Link>> path) {
        Key key = key(pair.intentKey());
        path.ifPresent(links -> state.flows().provision(key, () -> new ProvisionedFlow(key, request, Selection.of(
                links, "joint placement"), JOINT, context.scheduler().nowMillis(), pair.chargeBytesPerSec()),
                this::submit, new Settlement()));
    }

    private boolean submit(ProvisionedFlow flow) {
        state.charges().charge(flow);
        if (intents.submit(flow)) {
            return true;
        }
        state.charges().discharge(flow.intentKey().toString());
        return false;
    }

    /** Only one node declares a job (its map entry is written first), so a lost race is not expected. */
    private final class Settlement implements FlowStore.Settlement {
        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            state.charges().charge(recorded);
        }

        @Override
        public void failed(ProvisionedFlow ours) {
            state.charges().discharge(ours.intentKey().toString());
            intents.withdraw(ours.intentKey());
        }
    }

    /**
     * A declared pair's flow whose path lost a link, on the path its job's joint placement chooses over the
     * fabric as it is now (the pair's own charge on its old path not counted as load); empty if no path is left.
     */
    public Optional<ProvisionedFlow> reselect(ProvisionedFlow flow) {
        long charge = flow.charge().rateBytesPerSec();
        Map<LinkKey, Double> own = new HashMap<>();
        flow.links().forEach(l -> own.merge(LinkKey.linkKey(l), (double) charge, Double::sum));
        CandidatePaths paths = placement.fabric().current().candidates(flow.request());
        return placement(own).place(List.of(new Demand(paths, charge))).get(0).map(path -> flow.movedTo(
                Selection.of(path, "joint placement after a link died"), JOINT));
    }

    // The placement over the links' load less {@code own}, load of the pairs being placed that is counted already.
    private JointPlacement placement(Map<LinkKey, Double> own) {
        ExpectedUsage usage = placement.usage();
        return new JointPlacement(
                l -> Math.max(0, usage.rateBytesPerSec(l) - own.getOrDefault(LinkKey.linkKey(l), 0.0)),
                usage::capacityBytesPerSec);
    }

    private double hostCapacity(CandidatePaths paths) {
        if (paths.pathCount() > 0 && paths.hopCount() > 0) {
            return placement.usage().narrowestCapacityBytesPerSec(paths.path(0));
        }
        return context.config().defaultLinkCapacityMbps() * RateEstimator.BYTES_PER_SEC_PER_MBPS;
    }

    // A pair's share of its source host: its expected bytes, else the largest any pair of the job expects, else 1.
    private static double weight(RankPair pair, long largestKnown) {
        return pair.expectedBytes() > 0 ? pair.expectedBytes() : Math.max(largestKnown, 1);
    }

    /**
     * Removes the jobs this node owns whose time to live is up (also those declared on a node that has left):
     * a step of Janus's poll cycle.
     */
    public void expireDue() {
        long now = context.scheduler().nowMillis();
        for (JobState job : ImmutableList.copyOf(known.values())) {
            if (job.expiresMillis() > 0 && job.expiresMillis() <= now
                    && state.ownership().isMine(key(KEY_PREFIX + job.id()))) {
                JobState current = Versioned.valueOrNull(store.get(job.id()));
                // Only the job that was declared with this expiry (not one declared again under the same id).
                if (current != null && current.expiresMillis() == job.expiresMillis() && remove(job.id())) {
                    log.info("Janus job {} expired", job.id());
                }
            }
        }
    }

    // The job as the API shows it: each pair on the path of its flow (unplaced if it has none).
    private JobState state(JobState declared) {
        List<JobPair> pairs = new ArrayList<>(declared.pairs().size());
        for (JobPair p : declared.pairs()) {
            Optional<List<Link>> path = live(p.intentKey()).map(ProvisionedFlow::links);
            pairs.add(new JobPair(p.srcRank(), p.dstRank(), p.srcHost(), p.dstHost(), p.srcIp(), p.dstIp(),
                                  p.expectedBytes(), p.chargeBytesPerSec(), p.intentKey(), path.isPresent(),
                                  path.orElse(ImmutableList.of())));
        }
        return new JobState(declared.spec(), declared.createdMillis(), declared.expiresMillis(), pairs);
    }

    private void mapEvent(MapEvent<String, JobState> event) {
        if (event.type() == MapEvent.Type.REMOVE) {
            if (event.oldValue() != null) {
                unlearn(event.oldValue().value());
            }
        } else if (event.newValue() != null) {
            learn(event.newValue().value());
        }
    }

    // Indexes the job's pairs for packet-ins (idempotent).
    private synchronized void learn(JobState job) {
        known.put(job.id(), job);
        job.pairs().forEach(p -> byAddresses.put(addresses(p.srcIp(), p.dstIp()), p.intentKey()));
    }

    private synchronized void unlearn(JobState job) {
        known.remove(job.id(), job);
        if (known.containsKey(job.id())) {
            return;     // a newer record of the same id: it holds the index now
        }
        job.pairs().forEach(p -> byAddresses.remove(addresses(p.srcIp(), p.dstIp()), p.intentKey()));
    }

    private List<Resolved> resolve(List<String> names) {
        List<Resolved> resolved = new ArrayList<>(names.size());
        Set<HostId> seen = new HashSet<>();
        for (String name : names) {
            Resolved host = resolve(name.trim());
            if (!seen.add(host.host)) {
                throw new JobSpecException("hosts", "host " + name + " is listed twice (as " + host.host + ")");
            }
            resolved.add(host);
        }
        return resolved;
    }

    private Resolved resolve(String name) {
        Host host;
        Ip4Address ip;
        try {
            ip = Ip4Address.valueOf(name);
            host = hosts.byIp(ip).orElse(null);
        } catch (IllegalArgumentException notAnAddress) {
            HostId id = hostId(name);
            host = hosts.byMac(id.mac(), id.vlanId()).orElse(null);
            ip = host == null ? null : host.ipAddresses().stream().filter(IpAddress::isIp4)
                    .map(IpAddress::getIp4Address).min(Comparator.naturalOrder())
                    .orElseThrow(() -> new JobSpecException("hosts", "host " + name + " has no IPv4 address"));
        }
        if (host == null) {
            throw new JobSpecException("hosts", "unknown host " + name);
        }
        return new Resolved(host.id(), ip, new ConnectPoint(host.location().deviceId(), host.location().port()));
    }

    private static HostId hostId(String name) {
        try {
            return HostId.hostId(name);
        } catch (IllegalArgumentException e) {
            throw new JobSpecException("hosts", "'" + name + "' is neither an IPv4 address nor an ONOS host id");
        }
    }

    // The pair's flow, unless it is being withdrawn.
    private Optional<ProvisionedFlow> live(String intentKey) {
        return state.flows().get(key(intentKey)).filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING);
    }

    private Key key(String name) {
        return Key.of(name, onos.appId());
    }

    /** True if {@code key} is the intent key of a declared job's pair (not a reactive flow's). */
    public static boolean isJobIntent(Key key) {
        return key.toString().startsWith(KEY_PREFIX);
    }

    /** The intent key of a job's pair. */
    static String intentKey(String jobId, RankPair pair) {
        return KEY_PREFIX + jobId + ":" + pair.src() + ":" + pair.dst();
    }

    private static long addresses(Ip4Address src, Ip4Address dst) {
        return ((long) src.toInt() << 32) | (dst.toInt() & 0xffffffffL);
    }

    private static final class Resolved {
        private final HostId host;
        private final Ip4Address ip;
        private final ConnectPoint location;

        private Resolved(HostId host, Ip4Address ip, ConnectPoint location) {
            this.host = host;
            this.ip = ip;
            this.location = location;
        }
    }
}
