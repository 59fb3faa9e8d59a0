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
package org.onosproject.janus.lab.topo;

import com.google.common.base.MoreObjects;

import java.util.Objects;

/**
 * A scheduled failure ({@code up == false}) or recovery of a whole switch: every link of the switch
 * goes down (or comes back) at once, as its neighbours see it.
 */
public final class SwitchChange {

    private final long atMillis;
    private final String name;
    private final boolean up;

    public SwitchChange(long atMillis, String name, boolean up) {
        this.atMillis = atMillis;
        this.name = name;
        this.up = up;
    }

    public static SwitchChange failure(long atMillis, String name) {
        return new SwitchChange(atMillis, name, false);
    }

    public static SwitchChange recovery(long atMillis, String name) {
        return new SwitchChange(atMillis, name, true);
    }

    /** Virtual time of the change, in milliseconds from the start of the run. */
    public long atMillis() {
        return atMillis;
    }

    public String name() {
        return name;
    }

    public boolean up() {
        return up;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SwitchChange)) {
            return false;
        }
        SwitchChange c = (SwitchChange) o;
        return c.atMillis == atMillis && c.name.equals(name) && c.up == up;
    }

    @Override
    public int hashCode() {
        return Objects.hash(atMillis, name, up);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("at", atMillis).add("switch", name).add("up", up).toString();
    }
}
