package org.onosproject.janus.impl;

import org.onosproject.codec.CodecService;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.codec.JanusCodecs;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;

/**
 * Registers Janus's JSON codecs with ONOS's codec service while the Janus bundle runs, so that the REST
 * API, the GUI overlay and the CLI's {@code -j} all encode Janus's types with them; unregisters them on
 * deactivation.
 */
@Component(immediate = true)
public class JanusCodecRegistrator {

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected CodecService codecService;

    @Activate
    public void activate() {
        JanusCodecs.all().forEach(this::register);
    }

    @Deactivate
    public void deactivate() {
        JanusCodecs.all().keySet().forEach(codecService::unregisterCodec);
    }

    @SuppressWarnings("unchecked")
    private <T> void register(Class<?> type, JsonCodec<?> codec) {
        codecService.registerCodec((Class<T>) type, (JsonCodec<T>) codec);
    }
}
