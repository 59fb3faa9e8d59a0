package org.onosproject.janus.api.codec;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;

/**
 * A codec context that finds Janus's codecs, as the REST resources, the GUI and the shell commands find
 * them in ONOS's codec service once Janus has registered them. It offers no services.
 */
public final class JanusCodecsContext implements CodecContext {

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public ObjectMapper mapper() {
        return mapper;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> JsonCodec<T> codec(Class<T> entityClass) {
        return (JsonCodec<T>) JanusCodecs.all().get(entityClass);
    }

    @Override
    public <T> T getService(Class<T> serviceClass) {
        throw new UnsupportedOperationException("no services here: " + serviceClass);
    }
}
