/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
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
