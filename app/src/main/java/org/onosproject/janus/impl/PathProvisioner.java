package org.onosproject.janus.impl;

import com.google.common.base.Ticker;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Host;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.packet.PacketContext;
import org.slf4j.Logger;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * The Path Orchestrator and Path Provisioner of thesis 002 §3.1: for the first packet of an IPv4
 * flow between known hosts, asks the active strategy for one of the equal-cost paths, submits the
 * point-to-point intent that pins it, and sends the packet on along it. Later packets of a flow
 * whose intent is still being installed are only sent on.
 */
final class PathProvisioner {

    private static final Logger log = getLogger(PathProvisioner.class);

    private final ApplicationId appId;
    private final HostResolver hosts;
    private final FabricTracker fabric;
    private final LinkUsageView usage;
    private final SelectorRegistry selectors;
    private final IntentService intentService;
    private final FlowTable flows;
    private final JanusCounters counters;
    private final Supplier<JanusConfig> config;
    private final Scheduler scheduler;
    private final Ticker ticker;

    @SuppressWarnings("checkstyle:ParameterNumber")
    PathProvisioner(ApplicationId appId, HostResolver hosts, FabricTracker fabric, LinkUsageView usage,
                    SelectorRegistry selectors, IntentService intentService, FlowTable flows,
                    JanusCounters counters, Supplier<JanusConfig> config, Scheduler scheduler, Ticker ticker) {
        this.appId = appId;
        this.hosts = hosts;
        this.fabric = fabric;
        this.usage = usage;
        this.selectors = selectors;
        this.intentService = intentService;
        this.flows = flows;
        this.counters = counters;
        this.config = config;
        this.scheduler = scheduler;
        this.ticker = ticker;
    }

    /** Provisions (if needed) and forwards one IPv4 packet-in. */
    void handle(PacketContext context, ClassifiedPacket packet) {
        Optional<Host> src = hosts.resolve(packet.srcMac(), packet.vlan(), packet.srcIp());
        Optional<Host> dst = hosts.byIp(packet.dstIp());
        if (src.isEmpty() || dst.isEmpty()) {
            counters.ignored(IgnoreReason.UNKNOWN_HOST);
            return;
        }
        if (src.get().id().equals(dst.get().id())) {
            counters.ignored(IgnoreReason.SAME_HOST);
            return;
        }
        JanusConfig cfg = config.get();
        FlowRequest request = new FlowRequest(packet.flowKey(cfg.granularity()), src.get().id(), dst.get().id(),
                                              attachment(src.get()), attachment(dst.get()));
        Key key = FlowIntents.keyOf(request.key(), appId);

        FlowTable.Claim claim = flows.provision(key, () -> choosePath(key, request));
        Optional<ProvisionedFlow> flow = claim.flow();
        if (flow.isEmpty()) {
            counters.ignored(claim.inProgressElsewhere() ? IgnoreReason.PROVISIONING_ELSEWHERE : IgnoreReason.NO_PATH);
            return;
        }
        if (claim.created() && !submit(flow.get(), cfg)) {
            counters.ignored(IgnoreReason.PROVISIONING_ERROR);
            return;
        }
        if (flow.get().state() == ProvisionedFlow.State.WITHDRAWING) {
            counters.ignored(IgnoreReason.WITHDRAWING);
            return;
        }
        forward(context, flow.get());
    }

    /**
     * A new choice for an existing flow, by the active strategy over the fabric as it is now (after a
     * link died); empty if no path is left. Counted as a selection like any other.
     */
    Optional<ProvisionedFlow> reselect(ProvisionedFlow flow) {
        return Optional.ofNullable(choosePath(flow.intentKey(), flow.request()));
    }

    // Runs at most once per absent key (inside the flow table's atomic claim).
    private ProvisionedFlow choosePath(Key key, FlowRequest request) {
        PathSelector selector = selectors.active();
        long start = ticker.read();
        CandidatePaths candidates = fabric.current().candidates(request.ingress().deviceId(),
                                                               request.egress().deviceId());
        if (candidates.pathCount() == 0) {
            return null;
        }
        Selection selection = select(selector, request, candidates);
        counters.selected(selector.name(), selection.isFallback(), ticker.read() - start);
        return new ProvisionedFlow(key, request, selection, selector.name(), scheduler.nowMillis());
    }

    // A selector that throws or answers a non-path must not cost the flow its path: use the first one.
    private Selection select(PathSelector selector, FlowRequest request, CandidatePaths candidates) {
        try {
            Selection selection = selector.select(new Context(request, candidates, usage));
            if (selection != null && connects(selection.path(), candidates)) {
                return selection;
            }
            log.warn("Strategy {} answered {} for {}; using the first candidate", selector.name(),
                     selection, request.key());
        } catch (RuntimeException e) {
            log.warn("Strategy {} failed for {}; using the first candidate", selector.name(), request.key(), e);
        }
        return Selection.fallback(candidates.path(0), "first candidate (strategy failed)");
    }

    private static boolean connects(List<Link> path, CandidatePaths candidates) {
        if (path.size() != candidates.hopCount()) {
            return false;
        }
        if (path.isEmpty()) {
            return candidates.source().equals(candidates.destination());
        }
        for (int i = 1; i < path.size(); i++) {
            if (!path.get(i - 1).dst().deviceId().equals(path.get(i).src().deviceId())) {
                return false;
            }
        }
        return path.get(0).src().deviceId().equals(candidates.source())
                && path.get(path.size() - 1).dst().deviceId().equals(candidates.destination());
    }

    private boolean submit(ProvisionedFlow flow, JanusConfig cfg) {
        try {
            intentService.submit(FlowIntents.intentFor(flow.request(), flow.links(), appId, cfg.intentPriority()));
            counters.programmed(flows.recordPathForPair(flow.request().key()));
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not submit the intent for {}", flow.request().key(), e);
            flows.claimSelectorRelease(flow.intentKey()).ifPresent(
                    f -> selectors.get(f.strategy()).ifPresent(s -> s.flowRemoved(f.request().key())));
            flows.remove(flow.intentKey());
            return false;
        }
    }

    private static void forward(PacketContext context, ProvisionedFlow flow) {
        Optional<PortNumber> out = flow.outputAt(context.inPacket().receivedFrom().deviceId());
        if (out.isPresent()) {
            context.treatmentBuilder().setOutput(out.get());
            context.send();
        } else {
            context.block();
        }
    }

    private static ConnectPoint attachment(Host host) {
        return new ConnectPoint(host.location().deviceId(), host.location().port());
    }

    /** What the selector sees. */
    private static final class Context implements SelectionContext {
        private final FlowRequest flow;
        private final CandidatePaths candidates;
        private final LinkUsageView usage;

        private Context(FlowRequest flow, CandidatePaths candidates, LinkUsageView usage) {
            this.flow = flow;
            this.candidates = candidates;
            this.usage = usage;
        }

        @Override
        public FlowRequest flow() {
            return flow;
        }

        @Override
        public CandidatePaths candidates() {
            return candidates;
        }

        @Override
        public LinkUsageView usage() {
            return usage;
        }
    }
}
