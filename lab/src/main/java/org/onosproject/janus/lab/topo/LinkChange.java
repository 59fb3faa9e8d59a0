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

/** A scheduled failure ({@code up == false}) or recovery of the link between two switches. */
public final class LinkChange {

    private final long atMillis;
    private final String a;
    private final String b;
    private final boolean up;

    public LinkChange(long atMillis, String a, String b, boolean up) {
        this.atMillis = atMillis;
        this.a = a;
        this.b = b;
        this.up = up;
    }

    public static LinkChange failure(long atMillis, String a, String b) {
        return new LinkChange(atMillis, a, b, false);
    }

    public static LinkChange recovery(long atMillis, String a, String b) {
        return new LinkChange(atMillis, a, b, true);
    }

    /** Virtual time of the change, in milliseconds from the start of the run. */
    public long atMillis() {
        return atMillis;
    }

    public String a() {
        return a;
    }

    public String b() {
        return b;
    }

    public boolean up() {
        return up;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof LinkChange)) {
            return false;
        }
        LinkChange c = (LinkChange) o;
        return c.atMillis == atMillis && c.a.equals(a) && c.b.equals(b) && c.up == up;
    }

    @Override
    public int hashCode() {
        return Objects.hash(atMillis, a, b, up);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("at", atMillis).add("link", a + "<->" + b)
                .add("up", up).toString();
    }
}
