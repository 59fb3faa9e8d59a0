package org.onosproject.janus.cli;

import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;

/**
 * Small values for CLI tests.
 */
final class Fixtures {

    private static final ProviderId PID = new ProviderId("of", "janus.test");

    private Fixtures() {
    }

    /** A connect point such as {@code of:1/3}. */
    static ConnectPoint cp(String device, long port) {
        return ConnectPoint.deviceConnectPoint(device + "/" + port);
    }

    static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PID).src(src).dst(dst).type(Link.Type.DIRECT).build();
    }
}
