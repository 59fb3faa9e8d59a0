package org.onosproject.janus.web;

import org.onlab.rest.AbstractWebApplication;

import java.util.Set;

/**
 * The JAX-RS application behind {@code /onos/janus}: lists Janus's resources for Jersey.
 */
public class JanusWebApplication extends AbstractWebApplication {

    @Override
    public Set<Class<?>> getClasses() {
        return getClasses(JanusWebResource.class);
    }
}
