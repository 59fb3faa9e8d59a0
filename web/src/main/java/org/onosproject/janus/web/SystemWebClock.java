package org.onosproject.janus.web;

import org.osgi.service.component.annotations.Component;

/**
 * The wall clock, which is the clock Janus runs on inside ONOS.
 */
@Component(immediate = true, service = WebClock.class)
public class SystemWebClock implements WebClock {

    @Override
    public long nowMillis() {
        return System.currentTimeMillis();
    }
}
