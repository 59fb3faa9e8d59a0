package org.onosproject.janus.web;

import com.google.common.collect.ImmutableSet;
import org.onlab.rest.AbstractWebApplication;

import java.util.Set;

/**
 * The JAX-RS application behind {@code /onos/janus}: Janus's resources, ONOS's exception mappers and
 * JSON writer, and the mapper of refused input.
 */
public class JanusWebApplication extends AbstractWebApplication {

    @Override
    public Set<Class<?>> getClasses() {
        return ImmutableSet.<Class<?>>builder()
                .addAll(getClasses(StrategyWebResource.class, LinksWebResource.class, PathsWebResource.class,
                                   StatsWebResource.class, MovesWebResource.class, ConfigWebResource.class))
                .add(BadInputMapper.class)
                .build();
    }
}
