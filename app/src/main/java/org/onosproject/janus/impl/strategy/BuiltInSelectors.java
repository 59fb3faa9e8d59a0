package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.PathSelector;

import java.util.List;

/** Janus's five built-in strategies. */
public final class BuiltInSelectors {

    /** Their names, in the order {@link #create()} returns them. */
    public static final List<String> NAMES = ImmutableList.of(
            ShortestPathSelector.NAME, EcmpSelector.NAME, IsolatedSelector.NAME,
            LeastTrafficSelector.NAME, LuarSelector.NAME);

    private BuiltInSelectors() {
    }

    /** New instances of the five (isolated with its own, empty, in-memory reservations). */
    public static List<PathSelector> create() {
        return create(new InMemoryReservationTable());
    }

    /** New instances of the five, isolated keeping its reservations in {@code reservations}. */
    public static List<PathSelector> create(ReservationTable reservations) {
        return ImmutableList.of(new ShortestPathSelector(), new EcmpSelector(), new IsolatedSelector(reservations),
                                new LeastTrafficSelector(), new LuarSelector());
    }
}
