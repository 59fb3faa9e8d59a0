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

import com.google.common.math.LongMath;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkService;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static java.util.concurrent.TimeUnit.SECONDS;
import static java.util.stream.Collectors.toMap;

/**
 * The link-usage graph (Link Monitor + Topology Manager of thesis §3.1): on every port-statistics
 * update of a device, the transmit rate, capacity and utilisation of each directed infrastructure
 * link leaving it, from the counters of the link's source port.
 * <p>
 * Rates come from {@link DeviceService#getPortDeltaStatistics}; for a port with no delta the monitor
 * falls back to two consecutive cumulative samples. Rejected samples are counted, never stored
 * (see {@link RateEstimator}). A port's first cumulative sample is only a baseline and is not
 * counted; a delta without a duration (ONOS makes one for a port new to a device that already
 * reports) is counted as skipped.
 * <p>
 * Samples are immutable {@link LinkUsage} values in a concurrent map, so strategies and the CLI may
 * read while events update; staleness is judged at read time from the {@link Scheduler}'s clock. They
 * are read through {@link ExpectedUsage}, the view strategies, the CLI and the REST API see, which is
 * told of every change to a link's sample after it is made and keeps its per-link-index table in step.
 */
public final class LinkUsageMonitor {

    /** A sample older than this many polling intervals is stale. */
    public static final int STALE_AFTER_INTERVALS = 3;
    /**
     * A sample above this many times the port's capacity is a counter jump (a glitch or a counter the
     * switch rewrote), not traffic: it is skipped and counted, and the previous sample stays. Rates
     * up to it stay visible uncapped (a port whose speed is misreported within two orders of magnitude).
     */
    public static final double MAX_PLAUSIBLE_UTILISATION = 100.0;

    private final DeviceService deviceService;
    private final LinkService linkService;
    private final Scheduler scheduler;
    private final Runnable skipped;

    private final DeviceListener deviceListener = this::deviceEvent;
    private final LinkListener linkListener = this::linkEvent;
    private final AtomicBoolean started = new AtomicBoolean();

    // Read once per DAG link on every selection: keyed for fast look-ups (see LinkEnds).
    private final Map<LinkEnds, LinkUsage> samples = new ConcurrentHashMap<>();
    private final Map<ConnectPoint, PortStatistics> lastCumulative = new ConcurrentHashMap<>();
    // Capacity of source ports, for links with committed load but no sample yet; dropped on port changes.
    private final Map<ConnectPoint, Double> capacities = new ConcurrentHashMap<>();
    // Counts the times the capacities were forgotten, so a reader's copy can tell it is out of date.
    private final AtomicLong capacityGeneration = new AtomicLong();
    // Told of every link whose sample changes: the expected-load table of the one ExpectedUsage over this.
    private volatile Consumer<LinkEnds> listener = link -> { };

    // Janus's defaults until its configuration sets them (a poll interval of 5 s: ONOS's OpenFlow provider polls
    // port statistics every 5 s by default).
    private volatile long defaultCapacityMbps = JanusConfig.defaults().defaultLinkCapacityMbps();
    private volatile long pollIntervalMillis = SECONDS.toMillis(JanusConfig.defaults().statsPollIntervalSeconds());

    /**
     * @param skipped told of each sample skipped (the {@code skippedSamples} statistic)
     */
    public LinkUsageMonitor(DeviceService deviceService, LinkService linkService, Scheduler scheduler,
                            Runnable skipped) {
        this.deviceService = checkNotNull(deviceService, "deviceService");
        this.linkService = checkNotNull(linkService, "linkService");
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.skipped = checkNotNull(skipped, "skipped");
    }

    /** Subscribes to device and link events; calling it again has no effect. */
    public void start() {
        if (started.compareAndSet(false, true)) {
            deviceService.addListener(deviceListener);
            linkService.addListener(linkListener);
        }
    }

    /** Unsubscribes and forgets every sample. */
    public void stop() {
        if (started.compareAndSet(true, false)) {
            deviceService.removeListener(deviceListener);
            linkService.removeListener(linkListener);
        }
        List.copyOf(samples.keySet()).forEach(this::forget);
        lastCumulative.clear();
        forgetCapacities();
    }

    /**
     * Tells {@code listener}, on the writer's thread and after the change is visible, of every link whose
     * sample is set, replaced or removed from now on, in place of the listener before (there is one: the
     * {@link ExpectedUsage} over this monitor).
     */
    void setListener(Consumer<LinkEnds> listener) {
        this.listener = checkNotNull(listener, "listener");
    }

    private void forget(LinkEnds link) {
        if (samples.remove(link) != null) {
            listener.accept(link);
        }
    }

    /**
     * Capacity assumed for a port that reports speed 0; applies to samples taken from now on.
     *
     * @throws IllegalArgumentException if {@code mbps <= 0} (the setting is then unchanged)
     */
    public void setDefaultCapacityMbps(long mbps) {
        checkArgument(mbps > 0, "default capacity must be > 0 Mbps: %s", mbps);
        defaultCapacityMbps = mbps;
        forgetCapacities();
    }

    /**
     * The port-statistics polling interval of the devices; samples older than
     * {@value #STALE_AFTER_INTERVALS} intervals are stale.
     *
     * @throws IllegalArgumentException if {@code millis <= 0} (the setting is then unchanged)
     */
    public void setPollIntervalMillis(long millis) {
        checkArgument(millis > 0, "poll interval must be > 0 ms: %s", millis);
        pollIntervalMillis = millis;
    }

    /** Age beyond which a sample is stale: {@value #STALE_AFTER_INTERVALS} x the poll interval. */
    public long staleAfterMillis() {
        return LongMath.saturatedMultiply(pollIntervalMillis, STALE_AFTER_INTERVALS);
    }

    /** The link's sample if it is fresh, else null. */
    LinkUsage freshSample(LinkEnds link) {
        LinkUsage sample = samples.get(link);
        return sample == null || isStale(sample) ? null : sample;
    }

    /** The link's sample, stale or not, else null. */
    LinkUsage rawSample(LinkEnds link) {
        return samples.get(link);
    }

    /** Now, on the clock staleness is judged by. */
    long nowMillis() {
        return scheduler.nowMillis();
    }

    /** Every sampled link's key. */
    Collection<LinkEnds> sampledLinks() {
        return samples.keySet();
    }

    /**
     * Capacity of the links leaving port {@code src} in bytes/s: its speed, or the default capacity when it
     * reports none.
     */
    double capacityBytesPerSec(ConnectPoint src) {
        // Read first: the look-up of a kept capacity allocates nothing (computeIfAbsent's method reference would).
        Double kept = capacities.get(src);
        return kept != null ? kept : capacities.computeIfAbsent(src, this::capacityOf);
    }

    /**
     * How many times the capacities were forgotten (port changes, a new default capacity). A capacity
     * read at generation {@code g} is the one {@link #capacityBytesPerSec} gives for as long as this
     * still returns {@code g}: the kept capacities only change by being forgotten.
     */
    long capacityGeneration() {
        return capacityGeneration.get();
    }

    // Forgets every kept capacity, then moves to the next generation (in that order: a reader that saw
    // the old generation may have read a forgotten value, and must find its copy out of date).
    private void forgetCapacities() {
        capacities.clear();
        capacityGeneration.incrementAndGet();
    }

    /** True if {@code sample} is stale now: older than {@link #staleAfterMillis()}. */
    boolean isStale(LinkUsage sample) {
        return scheduler.nowMillis() - sample.sampleTimeMillis() > staleAfterMillis();
    }

    private void deviceEvent(DeviceEvent event) {
        if (!started.get() || event.subject() == null) {
            return;
        }
        switch (event.type()) {
            case PORT_STATS_UPDATED:
                sample(event.subject().id());
                break;
            case DEVICE_REMOVED:
                forgetDevice(event.subject().id());
                // fall through: its ports went with it
            case PORT_UPDATED:
            case PORT_REMOVED:
            case PORT_ADDED:
                forgetCapacities();
                break;
            default:
                break;
        }
    }

    private void linkEvent(LinkEvent event) {
        if (event.type() == LinkEvent.Type.LINK_REMOVED) {
            forget(LinkEnds.of(event.subject()));
        }
    }

    private void sample(DeviceId deviceId) {
        Map<PortNumber, PortStatistics> deltas = byPort(deviceService.getPortDeltaStatistics(deviceId));
        Map<PortNumber, PortStatistics> cumulative = byPort(deviceService.getPortStatistics(deviceId));
        long now = scheduler.nowMillis();
        for (Link link : linkService.getDeviceEgressLinks(deviceId)) {
            if (link.type() == Link.Type.EDGE) {
                continue;
            }
            ConnectPoint src = link.src();
            PortStatistics delta = deltas.get(src.port());
            PortStatistics current = cumulative.get(src.port());
            PortStatistics previous = lastCumulative.get(src);
            OptionalDouble rate;
            if (delta != null) {
                rate = RateEstimator.rateFromDelta(delta.bytesSent(), delta.durationSec(), delta.durationNano());
            } else if (current == null) {
                rate = OptionalDouble.empty();
            } else if (previous == null) {
                continue; // first cumulative sample of the port: a baseline, nothing to measure yet
            } else {
                rate = RateEstimator.rateFromCounters(
                        previous.bytesSent(), previous.durationSec(), previous.durationNano(),
                        current.bytesSent(), current.durationSec(), current.durationNano());
            }
            double capacity = capacityOf(src);
            if (rate.isPresent() && rate.getAsDouble() <= capacity * MAX_PLAUSIBLE_UTILISATION) {
                LinkEnds key = LinkEnds.of(link);
                samples.put(key, new LinkUsage(src, link.dst(), rate.getAsDouble(), capacity, now, false));
                listener.accept(key);
            } else {
                skipped.run();
            }
        }
        cumulative.forEach((port, stats) -> lastCumulative.put(new ConnectPoint(deviceId, port), stats));
    }

    private double capacityOf(ConnectPoint src) {
        Port port = deviceService.getPort(src);
        return RateEstimator.capacityBytesPerSec(port == null ? 0 : port.portSpeed(), defaultCapacityMbps);
    }

    private void forgetDevice(DeviceId deviceId) {
        List.copyOf(samples.keySet()).stream()
                .filter(key -> key.src().deviceId().equals(deviceId) || key.dst().deviceId().equals(deviceId))
                .forEach(this::forget);
        lastCumulative.keySet().removeIf(cp -> cp.deviceId().equals(deviceId));
    }

    private static Map<PortNumber, PortStatistics> byPort(List<PortStatistics> stats) {
        if (stats == null) {
            return Map.of();
        }
        return stats.stream().filter(s -> s != null && s.portNumber() != null)
                .collect(toMap(PortStatistics::portNumber, Function.identity(), (a, b) -> b));
    }
}
