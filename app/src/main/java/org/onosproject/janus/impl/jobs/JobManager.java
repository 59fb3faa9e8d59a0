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
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.impl.JanusConfig;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.host.HostService;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.FilteredConnectPoint;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.MapEvent;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.Versioned;
import org.onlab.packet.Ethernet;
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
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Declared jobs: checks a declaration, places its pairs jointly ({@link JointPlacement}), keeps the
 * record in the cluster's jobs map, commits each pair's share of its host's capacity to the links of its
 * path (so that reactive flows and later jobs see it), and submits one host-pair intent per pair, with no
 * idle timeout, at a priority one above Janus's reactive intents. Removal (by the operator or at the end
 * of the job's time to live) withdraws the intents; Janus's intent lifecycle purges them as any other.
 * <p>
 * A pair's charge is its share of its source host's capacity (the narrowest link of its first
 * candidate): the pairs leaving one host split it in proportion to their expected bytes, or equally
 * when the bytes are unknown. Largest charge is placed first.
 * <p>
 * On a cluster every node keeps the charges and the packet index of every job (from the map's events);
 * the node that owns a job's key (as Janus's flows are owned) expires it and re-places it when a link dies.
 */
public final class JobManager {

    private static final Logger log = getLogger(JobManager.class);
    private static final String KEY_PREFIX = "job:";
    private static final double BYTES_PER_MBIT = 125_000.0;

    /** Name of the cluster's jobs map. */
    public static final String JOBS_MAP = "janus-jobs";

    private final ApplicationId appId;
    private final HostService hostService;
    private final IntentService intentService;
    private final ConsistentMap<String, JobRecord> store;
    private final BiFunction<DeviceId, DeviceId, CandidatePaths> candidates;
    private final ExpectedUsage usage;
    private final Predicate<Key> isMine;
    private final Scheduler scheduler;
    private final Supplier<JanusConfig> config;

    private final Map<Long, Declared> byAddresses = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> packetInsByJob = new ConcurrentHashMap<>();
    private final Map<String, Scheduler.Task> expiries = new ConcurrentHashMap<>();
    private final Map<String, JobRecord> known = new ConcurrentHashMap<>();
    private final MapEventListener<String, JobRecord> listener = this::mapEvent;
    private Scheduler.Task sweep;

    /**
     * @param candidates the equal-cost shortest paths between two edge switches of the fabric as it is now
     * @param isMine     whether this node acts on an intent key (Janus's flow ownership)
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public JobManager(ApplicationId appId, HostService hostService, IntentService intentService,
                      StorageService storage,
                      BiFunction<DeviceId, DeviceId, CandidatePaths> candidates, ExpectedUsage usage,
                      Predicate<Key> isMine, Scheduler scheduler, Supplier<JanusConfig> config) {
        this.appId = appId;
        this.hostService = hostService;
        this.intentService = intentService;
        this.store = storage.<String, JobRecord>consistentMapBuilder()
                .withName(JOBS_MAP)
                .withSerializer(JobSerializers.serializer())
                .withApplicationId(appId)
                .build();
        this.candidates = candidates;
        this.usage = usage;
        this.isMine = isMine;
        this.scheduler = scheduler;
        this.config = config;
    }

    /** Starts following the jobs map; sweeps for expired jobs every {@code sweepMillis}. */
    public void start(long sweepMillis) {
        store.addListener(listener);
        store.values().stream().map(Versioned::value).forEach(this::learn);
        sweep = scheduler.scheduleAtFixedRate(this::expireDue, sweepMillis, sweepMillis);
    }

    /**
     * Stops the timers and the listener and drops this node's charges of every job.
     *
     * @param forget true on the last Janus node of a cluster: the records go too (the intents are
     *               withdrawn by Janus's deactivation)
     */
    public void stop(boolean forget) {
        if (sweep != null) {
            sweep.cancel();
            sweep = null;
        }
        expiries.values().forEach(Scheduler.Task::cancel);
        expiries.clear();
        store.removeListener(listener);
        ImmutableList.copyOf(known.values()).forEach(this::unlearn);
        if (forget) {
            store.clear();
        }
    }

    /** See {@link org.onosproject.janus.api.JanusJobService#declareJob}. */
    public JobState declare(JobSpec spec) {
        JanusConfig cfg = config.get();
        List<RankPair> rankPairs = JobPairs.expand(spec, cfg.maxJobPairs());
        if (store.containsKey(spec.id())) {
            throw new JobSpecException("id", "a job with id " + spec.id() + " exists");
        }
        List<Resolved> hosts = resolve(spec.hosts());
        List<JobRecord.Pair> pairs = new ArrayList<>(rankPairs.size());
        Map<Integer, Double> weightFromRank = new HashMap<>();
        long known = rankPairs.stream().mapToLong(RankPair::expectedBytes).max().orElse(0);
        for (RankPair rp : rankPairs) {
            weightFromRank.merge(rp.src(), weight(rp, known), Double::sum);
        }
        for (RankPair rp : rankPairs) {
            Resolved src = hosts.get(rp.src());
            Resolved dst = hosts.get(rp.dst());
            CandidatePaths paths = candidates.apply(src.location.deviceId(), dst.location.deviceId());
            double nic = hostCapacity(paths);
            long charge = (long) (nic * weight(rp, known) / weightFromRank.get(rp.src()));
            JobPair pair = new JobPair(rp.src(), rp.dst(), src.host, dst.host, src.ip, dst.ip, rp.expectedBytes(),
                                       charge, intentKey(spec.id(), rp), false, ImmutableList.of());
            pairs.add(new JobRecord.Pair(pair, src.location, dst.location));
        }
        List<JobRecord.Pair> placed = place(pairs, ImmutableList.of());
        long now = scheduler.nowMillis();
        long expires = spec.ttlSeconds() > 0 ? now + spec.ttlSeconds() * 1000L : 0;
        JobRecord record = new JobRecord(spec, now, expires, placed);
        if (store.putIfAbsent(spec.id(), record) != null) {
            throw new JobSpecException("id", "a job with id " + spec.id() + " exists");
        }
        learn(record);
        submit(record.pairs(), cfg);
        if (expires > 0) {
            expiries.put(spec.id(), scheduler.schedule(() -> expire(spec.id(), expires), expires - now));
        }
        log.info("Janus job {} declared: {} pairs", spec.id(), placed.size());
        return record.state(packetIns(spec.id()));
    }

    /** Every job, by id. */
    public List<JobState> jobs() {
        return store.values().stream().map(Versioned::value)
                .sorted(Comparator.comparing(JobRecord::id))
                .map(r -> r.state(packetIns(r.id())))
                .collect(ImmutableList.toImmutableList());
    }

    public Optional<JobState> job(String id) {
        if (id == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(Versioned.valueOrNull(store.get(id))).map(r -> r.state(packetIns(r.id())));
    }

    /** Removes a job and withdraws its intents; false if there is none. */
    public boolean remove(String id) {
        if (id == null) {
            return false;
        }
        JobRecord removed = Versioned.valueOrNull(store.remove(id));
        if (removed == null) {
            return false;
        }
        unlearn(removed);
        Scheduler.Task expiry = expiries.remove(id);
        if (expiry != null) {
            expiry.cancel();
        }
        for (JobRecord.Pair pair : removed.pairs()) {
            withdraw(pair);
        }
        log.info("Janus job {} removed", id);
        return true;
    }

    /**
     * Sends a packet of a declared pair along the job's path, without any reactive choice.
     *
     * @return false if the addresses are not a declared pair (the packet is not handled here then)
     */
    public boolean handle(PacketContext context, Ip4Address srcIp, Ip4Address dstIp) {
        Declared declared = byAddresses.get(addresses(srcIp, dstIp));
        if (declared == null) {
            return false;
        }
        packetInsByJob.computeIfAbsent(declared.jobId, j -> new AtomicLong()).incrementAndGet();
        Optional<PortNumber> out = outputAt(declared.pair, context.inPacket().receivedFrom().deviceId());
        if (out.isPresent()) {
            context.treatmentBuilder().setOutput(out.get());
            context.send();
        } else {
            context.block();
        }
        return true;
    }

    /** A link died: the jobs this node owns re-place, jointly, the pairs whose path crossed it. */
    public void linkLost(Link link) {
        LinkKey dead = LinkKey.linkKey(link);
        for (JobRecord job : ImmutableList.copyOf(known.values())) {
            if (!isMine.test(jobKey(job.id())) || job.pairs().stream().noneMatch(p -> crosses(p, dead))) {
                continue;
            }
            replace(job.id(), dead);
        }
    }

    // Re-places the job's pairs that crossed the dead link (or had no path), the others staying put.
    private void replace(String id, LinkKey dead) {
        Versioned<JobRecord> current = store.get(id);
        if (current == null) {
            return;
        }
        JobRecord job = current.value();
        List<JobRecord.Pair> affected = new ArrayList<>();
        List<JobRecord.Pair> staying = new ArrayList<>();
        for (JobRecord.Pair pair : job.pairs()) {
            if (crosses(pair, dead) || !pair.pair().placed()) {
                affected.add(pair);
            } else {
                staying.add(pair);
            }
        }
        List<JobRecord.Pair> moved = place(affected, affected);
        Map<String, JobRecord.Pair> byKey = new HashMap<>();
        moved.forEach(p -> byKey.put(p.pair().intentKey(), p));
        List<JobRecord.Pair> next = new ArrayList<>(job.pairs().size());
        for (JobRecord.Pair pair : job.pairs()) {
            next.add(byKey.getOrDefault(pair.pair().intentKey(), pair));
        }
        JobRecord updated = job.withPairs(next);
        if (!store.replace(id, current.version(), updated)) {
            log.info("Janus job {} changed while being re-placed; not re-placed", id);
            return;
        }
        learn(updated);
        JanusConfig cfg = config.get();
        for (JobRecord.Pair pair : moved) {
            if (pair.pair().placed()) {
                submit(ImmutableList.of(pair), cfg);
            } else {
                withdraw(pair);
            }
        }
        log.info("Janus job {}: {} pair(s) re-placed after {} died", id, moved.size(), dead);
    }

    // Places {@code pairs} jointly; the charges of {@code charged} (already on their old paths) are not
    // counted as load from outside.
    private List<JobRecord.Pair> place(List<JobRecord.Pair> pairs, List<JobRecord.Pair> charged) {
        Map<LinkKey, Double> own = new HashMap<>();
        for (JobRecord.Pair pair : charged) {
            if (pair.pair().placed()) {
                pair.pair().path().forEach(l -> own.merge(LinkKey.linkKey(l), (double) pair.pair()
                        .chargeBytesPerSec(), Double::sum));
            }
        }
        JointPlacement placement = new JointPlacement(
                l -> Math.max(0, usage.rateBytesPerSec(l) - own.getOrDefault(LinkKey.linkKey(l), 0.0)),
                usage::capacityBytesPerSec);
        List<JointPlacement.Demand> demands = new ArrayList<>(pairs.size());
        for (JobRecord.Pair pair : pairs) {
            demands.add(new JointPlacement.Demand(candidates.apply(pair.ingress().deviceId(),
                                                                   pair.egress().deviceId()),
                                                  pair.pair().chargeBytesPerSec()));
        }
        List<Optional<List<Link>>> paths = placement.place(demands);
        List<JobRecord.Pair> placed = new ArrayList<>(pairs.size());
        for (int i = 0; i < pairs.size(); i++) {
            JobRecord.Pair pair = pairs.get(i);
            placed.add(pair.placedOn(paths.get(i).orElse(null), pair.pair().chargeBytesPerSec()));
        }
        return placed;
    }

    private double hostCapacity(CandidatePaths paths) {
        if (paths.pathCount() > 0 && paths.hopCount() > 0) {
            return usage.narrowestCapacityBytesPerSec(paths.path(0));
        }
        return config.get().defaultLinkCapacityMbps() * BYTES_PER_MBIT;
    }

    private static double weight(RankPair pair, long largestKnown) {
        if (pair.expectedBytes() > 0) {
            return pair.expectedBytes();
        }
        return largestKnown > 0 ? largestKnown : 1;
    }

    // Expires the jobs this node owns whose time is up (also those declared on a node that has left).
    private void expireDue() {
        long now = scheduler.nowMillis();
        for (JobRecord job : ImmutableList.copyOf(known.values())) {
            if (job.expiresMillis() > 0 && job.expiresMillis() <= now && isMine.test(jobKey(job.id()))) {
                expire(job.id(), job.expiresMillis());
            }
        }
    }

    private void expire(String id, long expiresMillis) {
        expiries.remove(id);
        JobRecord job = Versioned.valueOrNull(store.get(id));
        // Only the job that was declared with this expiry (not one declared again under the same id).
        if (job != null && job.expiresMillis() == expiresMillis && remove(id)) {
            log.info("Janus job {} expired", id);
        }
    }

    private void submit(List<JobRecord.Pair> pairs, JanusConfig cfg) {
        int priority = Math.min(Intent.MAX_PRIORITY, cfg.intentPriority() + 1);
        for (JobRecord.Pair pair : pairs) {
            if (!pair.pair().placed()) {
                continue;
            }
            try {
                intentService.submit(intentFor(pair, priority));
            } catch (RuntimeException e) {
                log.warn("Could not submit the intent of job pair {}", pair.pair().intentKey(), e);
            }
        }
    }

    private void withdraw(JobRecord.Pair pair) {
        Intent intent = intentService.getIntent(Key.of(pair.pair().intentKey(), appId));
        if (intent != null) {
            intentService.withdraw(intent);
        }
    }

    private PointToPointIntent intentFor(JobRecord.Pair pair, int priority) {
        JobPair p = pair.pair();
        return PointToPointIntent.builder()
                .appId(appId)
                .key(Key.of(p.intentKey(), appId))
                .selector(DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4)
                                  .matchIPSrc(p.srcIp().toIpPrefix()).matchIPDst(p.dstIp().toIpPrefix()).build())
                .treatment(DefaultTrafficTreatment.emptyTreatment())
                .filteredIngressPoint(new FilteredConnectPoint(pair.ingress()))
                .filteredEgressPoint(new FilteredConnectPoint(pair.egress()))
                .suggestedPath(p.path())
                .priority(priority)
                .build();
    }

    private void mapEvent(MapEvent<String, JobRecord> event) {
        if (event.type() == MapEvent.Type.REMOVE) {
            if (event.oldValue() != null) {
                unlearn(event.oldValue().value());
            }
        } else if (event.newValue() != null) {
            learn(event.newValue().value());
        }
    }

    // Charges the job's pairs and indexes them for packet-ins (idempotent; replaces what the job had).
    private synchronized void learn(JobRecord job) {
        JobRecord previous = known.put(job.id(), job);
        Set<String> keys = new HashSet<>();
        for (JobRecord.Pair pair : job.pairs()) {
            JobPair p = pair.pair();
            keys.add(p.intentKey());
            if (p.placed()) {
                usage.committed().charge(p.intentKey(), p.path(), p.chargeBytesPerSec(), false);
            } else {
                usage.committed().discharge(p.intentKey());
            }
            byAddresses.put(addresses(p.srcIp(), p.dstIp()), new Declared(job.id(), pair));
        }
        if (previous != null) {
            previous.pairs().stream().map(p -> p.pair().intentKey()).filter(k -> !keys.contains(k))
                    .forEach(k -> usage.committed().discharge(k));
        }
    }

    private synchronized void unlearn(JobRecord job) {
        known.remove(job.id(), job);
        if (known.containsKey(job.id())) {
            return;     // a newer record of the same id: it holds the charges now
        }
        for (JobRecord.Pair pair : job.pairs()) {
            JobPair p = pair.pair();
            usage.committed().discharge(p.intentKey());
            byAddresses.remove(addresses(p.srcIp(), p.dstIp()), new Declared(job.id(), pair));
        }
        packetInsByJob.remove(job.id());
    }

    private long packetIns(String id) {
        AtomicLong count = packetInsByJob.get(id);
        return count == null ? 0 : count.get();
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
        Ip4Address ip = null;
        try {
            ip = Ip4Address.valueOf(name);
        } catch (IllegalArgumentException notAnAddress) {
            // an ONOS host id, then
        }
        Host host;
        if (ip != null) {
            host = hostService.getHostsByIp(IpAddress.valueOf(name)).stream()
                    .min(Comparator.comparing(h -> h.id().toString())).orElse(null);
        } else {
            HostId id;
            try {
                id = HostId.hostId(name);
            } catch (IllegalArgumentException e) {
                throw new JobSpecException("hosts", "'" + name + "' is neither an IPv4 address nor an ONOS host id");
            }
            host = hostService.getHost(id);
            if (host != null) {
                ip = host.ipAddresses().stream().filter(IpAddress::isIp4).map(IpAddress::getIp4Address)
                        .min(Comparator.naturalOrder()).orElse(null);
                if (ip == null) {
                    throw new JobSpecException("hosts", "host " + name + " has no IPv4 address");
                }
            }
        }
        if (host == null) {
            throw new JobSpecException("hosts", "unknown host " + name);
        }
        return new Resolved(host.id(), ip, new ConnectPoint(host.location().deviceId(), host.location().port()));
    }

    private static Optional<PortNumber> outputAt(JobRecord.Pair pair, DeviceId device) {
        for (Link link : pair.pair().path()) {
            if (link.src().deviceId().equals(device)) {
                return Optional.of(link.src().port());
            }
        }
        if (pair.pair().placed() && pair.egress().deviceId().equals(device)) {
            return Optional.of(pair.egress().port());
        }
        return Optional.empty();
    }

    private static boolean crosses(JobRecord.Pair pair, LinkKey dead) {
        return pair.pair().path().stream().anyMatch(l -> LinkKey.linkKey(l).equals(dead));
    }

    private Key jobKey(String id) {
        return Key.of(KEY_PREFIX + id, appId);
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

    /** A declared pair, as packet-ins find it. */
    private static final class Declared {
        private final String jobId;
        private final JobRecord.Pair pair;

        private Declared(String jobId, JobRecord.Pair pair) {
            this.jobId = jobId;
            this.pair = pair;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Declared && ((Declared) o).jobId.equals(jobId) && ((Declared) o).pair.equals(pair);
        }

        @Override
        public int hashCode() {
            return jobId.hashCode() * 31 + pair.hashCode();
        }
    }
}
