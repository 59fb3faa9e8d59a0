package org.onosproject.janus.lab.sim;

import java.util.List;
import java.util.function.Consumer;

/**
 * The seam between workloads and the emulated fabric: a network of hosts, driven on virtual time,
 * that carries flows through whatever paths the ONOS side (Janus) installs.
 * <p>
 * Implemented by the emulated network on the embedded ONOS core; workloads and experiments only
 * use this interface. All callbacks run on the simulation thread, in virtual-time order.
 */
public interface LabNetwork {

    /** Current virtual time in milliseconds since the start of the run. */
    long nowMillis();

    /** Hosts in a fixed order (by edge switch, then port); workloads address them by index. */
    List<LabHost> hosts();

    /**
     * Starts a flow of {@code bytes} from one host to another at the current virtual time. Its first
     * packet is a packet-in to ONOS; the flow waits for its path, then shares link bandwidth
     * max-min fairly. {@code onComplete} runs when its last byte arrives.
     */
    void startFlow(FlowSpec flow, Consumer<FlowResult> onComplete);

    /** Runs {@code action} after {@code delayMillis} of virtual time. */
    void schedule(long delayMillis, Runnable action);

    /** A host as workloads place ranks on it: its index, edge switch id text and pod (-1 if not a fat-tree). */
    final class LabHost {
        private final int index;
        private final String edgeSwitch;
        private final int pod;

        public LabHost(int index, String edgeSwitch, int pod) {
            this.index = index;
            this.edgeSwitch = edgeSwitch;
            this.pod = pod;
        }

        public int index() {
            return index;
        }

        public String edgeSwitch() {
            return edgeSwitch;
        }

        public int pod() {
            return pod;
        }
    }

    /** What to send: endpoints by host index, size, and transport ports (0 when irrelevant). */
    final class FlowSpec {
        private final int srcHost;
        private final int dstHost;
        private final long bytes;
        private final int srcPort;
        private final int dstPort;
        private final String tag;

        public FlowSpec(int srcHost, int dstHost, long bytes, int srcPort, int dstPort, String tag) {
            if (bytes <= 0) {
                throw new IllegalArgumentException("bytes must be > 0: " + bytes);
            }
            if (srcHost == dstHost) {
                throw new IllegalArgumentException("a flow needs two different hosts: " + srcHost);
            }
            this.srcHost = srcHost;
            this.dstHost = dstHost;
            this.bytes = bytes;
            this.srcPort = srcPort;
            this.dstPort = dstPort;
            this.tag = tag;
        }

        public int srcHost() {
            return srcHost;
        }

        public int dstHost() {
            return dstHost;
        }

        public long bytes() {
            return bytes;
        }

        public int srcPort() {
            return srcPort;
        }

        public int dstPort() {
            return dstPort;
        }

        /** Free text for reports, e.g. {@code mpi:LU} or {@code bg:elephant}. */
        public String tag() {
            return tag;
        }
    }

    /** How a flow went. */
    final class FlowResult {
        private final FlowSpec flow;
        private final long startMillis;
        private final long pathReadyMillis;
        private final long endMillis;
        private final boolean delivered;
        private final String failure;

        public FlowResult(FlowSpec flow, long startMillis, long pathReadyMillis, long endMillis,
                          boolean delivered, String failure) {
            this.flow = flow;
            this.startMillis = startMillis;
            this.pathReadyMillis = pathReadyMillis;
            this.endMillis = endMillis;
            this.delivered = delivered;
            this.failure = failure;
        }

        public FlowSpec flow() {
            return flow;
        }

        public long startMillis() {
            return startMillis;
        }

        /** When the flow's path was usable (after packet-in and installation delay). */
        public long pathReadyMillis() {
            return pathReadyMillis;
        }

        public long endMillis() {
            return endMillis;
        }

        /** False if the flow was black-holed, looped or misrouted; then {@link #failure()} says why. */
        public boolean delivered() {
            return delivered;
        }

        public String failure() {
            return failure;
        }

        /** Time spent waiting for the control plane. */
        public long controlDelayMillis() {
            return pathReadyMillis - startMillis;
        }
    }
}
