package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;

import java.util.List;

/** A finished flow with what the lab knows beyond its {@link FlowResult}. Immutable. */
public final class FlowRecord {

    private final long id;
    private final FlowResult result;
    private final List<String> path;
    private final long sentBytes;
    private final int reroutes;

    FlowRecord(long id, FlowResult result, List<String> path, long sentBytes, int reroutes) {
        this.id = id;
        this.result = result;
        this.path = ImmutableList.copyOf(path);
        this.sentBytes = sentBytes;
        this.reroutes = reroutes;
    }

    /** The flow's number, in start order from 0. */
    public long id() {
        return id;
    }

    public FlowResult result() {
        return result;
    }

    /** Switch names of the last path the flow used (or reached, if it failed). */
    public List<String> path() {
        return path;
    }

    /** Bytes the flow got through the fabric (all of them if delivered). */
    public long sentBytes() {
        return sentBytes;
    }

    public int reroutes() {
        return reroutes;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("id", id).add("tag", result.flow().tag())
                .add("delivered", result.delivered()).add("path", path).add("end", result.endMillis())
                .add("failure", result.failure()).toString();
    }
}
