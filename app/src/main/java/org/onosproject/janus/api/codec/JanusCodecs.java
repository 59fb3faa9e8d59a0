package org.onosproject.janus.api.codec;

import com.google.common.collect.ImmutableMap;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;

import java.util.Map;

/**
 * Every JSON codec of Janus's types, keyed by the type it encodes.
 */
public final class JanusCodecs {

    private JanusCodecs() {
    }

    public static Map<Class<?>, JsonCodec<?>> all() {
        return ImmutableMap.of(
                LinkUsage.class, new LinkUsageCodec(),
                JanusPath.class, new JanusPathCodec(),
                JanusStatistics.class, new JanusStatisticsCodec(),
                PathSelector.class, new PathSelectorCodec(),
                RebalanceMove.class, new RebalanceMoveCodec());
    }
}
