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
