package org.onosproject.janus.web.codec;

import org.onosproject.codec.CodecService;
import org.onosproject.codec.JsonCodec;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;

/**
 * Registers Janus's JSON codecs with ONOS's codec service while the web bundle runs.
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
