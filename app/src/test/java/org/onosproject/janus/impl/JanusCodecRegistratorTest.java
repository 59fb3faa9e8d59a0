package org.onosproject.janus.impl;

import org.junit.Before;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onosproject.codec.impl.CodecManager;
import org.onosproject.janus.api.codec.JanusCodecs;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.instanceOf;
import static org.hamcrest.Matchers.nullValue;

/**
 * The Janus bundle lends its codecs to ONOS's codec service while it runs, and takes them back.
 */
public class JanusCodecRegistratorTest {

    private final CodecManager codecs = new CodecManager();
    private final JanusCodecRegistrator registrator = new JanusCodecRegistrator();

    @Before
    public void setUp() {
        codecs.activate();
        TestUtils.setField(registrator, "codecService", codecs);
    }

    @Test
    public void activationRegistersACodecOfJanusForEachOfItsTypes() {
        registrator.activate();

        JanusCodecs.all().forEach((type, codec) ->
                assertThat(type.getSimpleName(), codecs.getCodec(type), instanceOf(codec.getClass())));
    }

    @Test
    public void deactivationUnregistersThemAll() {
        registrator.activate();
        registrator.deactivate();

        JanusCodecs.all().keySet().forEach(type -> assertThat(type.getSimpleName(), codecs.getCodec(type),
                                                              nullValue()));
    }
}
