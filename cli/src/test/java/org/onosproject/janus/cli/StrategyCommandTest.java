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
package org.onosproject.janus.cli;

import org.junit.Test;
import org.onosproject.janus.api.codec.JanusCodecsContext;

import java.util.Collections;
import java.util.Optional;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.onosproject.janus.cli.FakeJanusService.selector;

/**
 * janus-strategy: showing and switching strategies.
 */
public class StrategyCommandTest {

    private final FakeJanusService service = FakeJanusService.withStrategies(
            "luar",
            selector("ecmp", "hash of the 5-tuple"),
            selector("luar", "least summed utilisation"),
            selector("shortest", "first shortest path"));

    @Test
    public void listsEveryStrategyAndMarksTheActiveOne() {
        assertThat(StrategyView.of(service).rows(), contains(
                "active strategy: luar",
                "  ecmp      hash of the 5-tuple",
                "* luar      least summed utilisation",
                "  shortest  first shortest path"));
    }

    @Test
    public void jsonNamesTheActiveAndTheAvailableStrategies() {
        assertThat(StrategyView.of(service).json(new JanusCodecsContext()).toString(), is(
                "{\"active\":\"luar\",\"available\":["
                        + "{\"name\":\"ecmp\",\"description\":\"hash of the 5-tuple\"},"
                        + "{\"name\":\"luar\",\"description\":\"least summed utilisation\"},"
                        + "{\"name\":\"shortest\",\"description\":\"first shortest path\"}]}"));
    }

    @Test
    public void aKnownNameBecomesTheActiveStrategy() {
        Optional<String> refusal = new StrategySwitch(service).apply("ecmp");

        assertThat(refusal, is(Optional.empty()));
        assertThat(service.activeStrategy(), is("ecmp"));
    }

    @Test
    public void anUnknownNameIsRefusedWithTheValidNamesAndChangesNothing() {
        Optional<String> refusal = new StrategySwitch(service).apply("fastest");

        assertThat(refusal, is(Optional.of(
                "Unknown strategy 'fastest'; valid strategies: ecmp, luar, shortest")));
        assertThat(service.activeStrategy(), is("luar"));
        assertThat(service.switches(), is(0));
    }

    @Test
    public void aStrategyUnregisteredMidSwitchIsRefusedWithTheRemainingNames() {
        // The completer offered "ecmp", then a third-party bundle went away before the switch.
        FakeJanusService racing = new FakeJanusService("luar", service.strategies(),
                Collections.emptyList(), Collections.emptyList(),
                service.statistics()) {
            @Override
            public void setActiveStrategy(String name) {
                unregisterSelector(name);
                super.setActiveStrategy(name);
            }
        };

        Optional<String> refusal = new StrategySwitch(racing).apply("ecmp");

        assertThat(refusal, is(Optional.of("Unknown strategy 'ecmp'; valid strategies: luar, shortest")));
        assertThat(racing.activeStrategy(), is("luar"));
    }

    @Test
    public void completerChoicesAreTheRegisteredNames() {
        assertThat(StrategyView.of(service).names(), contains("ecmp", "luar", "shortest"));
    }
}
