package org.onosproject.janus.lab.net;

/** A host as workloads place ranks on it: its index, edge switch id text and pod (-1 if not a fat-tree). */
public final class LabHost {

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
