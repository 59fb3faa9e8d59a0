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
