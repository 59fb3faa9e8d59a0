package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;

/**
 * A codec context with only a mapper, as the Janus codecs need (the shell command is the context in ONOS).
 */
final class MapperContext implements CodecContext {

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public ObjectMapper mapper() {
        return mapper;
    }

    @Override
    public <T> JsonCodec<T> codec(Class<T> entityClass) {
        throw new UnsupportedOperationException("no codec service in this test: " + entityClass);
    }

    @Override
    public <T> T getService(Class<T> serviceClass) {
        throw new UnsupportedOperationException("no services in this test: " + serviceClass);
    }
}
