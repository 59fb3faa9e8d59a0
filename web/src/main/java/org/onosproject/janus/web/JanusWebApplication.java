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
package org.onosproject.janus.web;

import com.google.common.collect.ImmutableSet;
import org.onlab.rest.AbstractWebApplication;

import java.util.Set;

/**
 * The JAX-RS application behind {@code /onos/janus}: Janus's resources, ONOS's exception mappers and
 * JSON writer, and the mapper of refused input.
 */
public class JanusWebApplication extends AbstractWebApplication {

    @Override
    public Set<Class<?>> getClasses() {
        return ImmutableSet.<Class<?>>builder()
                .addAll(getClasses(StrategyWebResource.class, LinksWebResource.class, PathsWebResource.class,
                                   StatsWebResource.class, MovesWebResource.class, ConfigWebResource.class,
                                   JobsWebResource.class))
                .add(BadInputMapper.class)
                .build();
    }
}
