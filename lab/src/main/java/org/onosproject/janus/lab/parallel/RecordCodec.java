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
package org.onosproject.janus.lab.parallel;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import org.objenesis.strategy.StdInstantiatorStrategy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Writes and reads the lab's values (a scenario, run records) as bytes, field by field (Kryo), so that
 * runs made in another JVM come back as the records that JVM made: the report built from them is the
 * report built from the originals, byte for byte (checked by {@code RecordCodecTest} and the
 * {@code --jobs}/{@code --shard} determinism tests). Only for files this code wrote, read by the same
 * build of the lab: the format carries class names and has no versioning beyond {@link #FORMAT}.
 */
public final class RecordCodec {
    /** Written first; a file of another format is refused. */
    static final String FORMAT = "janus-lab-records/1";

    private RecordCodec() {
    }

    private static Kryo kryo() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(false);
        kryo.setReferences(true);
        // The lab's values are immutable and have no no-argument constructors: create them bare, then set fields.
        kryo.setInstantiatorStrategy(new Kryo.DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
        kryo.addDefaultSerializer(ImmutableSortedMap.class, new SortedMapSerializer());
        kryo.addDefaultSerializer(ImmutableSortedSet.class, new SortedSetSerializer());
        kryo.addDefaultSerializer(ImmutableMap.class, new MapSerializer());
        kryo.addDefaultSerializer(ImmutableSet.class, new SetSerializer());
        kryo.addDefaultSerializer(ImmutableList.class, new ListSerializer());
        // The JDK's unmodifiable collections (List.of, Set.copyOf, Map.of, Collections.unmodifiable*, empty*,
        // singleton*) refuse the add or put Kryo's collection serializers rebuild them with.
        for (Object jdk : new Object[]{List.of(), List.of(1), List.of(1, 2, 3), List.of(1, 2, 3).subList(0, 2)}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkListSerializer(List::copyOf));
        }
        for (Object jdk : new Object[]{Collections.unmodifiableList(new ArrayList<>()),
                Collections.unmodifiableList(new java.util.LinkedList<>()), Collections.emptyList(),
                Collections.singletonList(1), Collections.unmodifiableCollection(new ArrayList<>())}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkListSerializer(Collections::unmodifiableList));
        }
        for (Object jdk : new Object[]{Set.of(), Set.of(1), Set.of(1, 2, 3)}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkSetSerializer(Set::copyOf));
        }
        for (Object jdk : new Object[]{Collections.unmodifiableSet(new HashSet<>()), Collections.emptySet(),
                Collections.singleton(1)}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkSetSerializer(Collections::unmodifiableSet));
        }
        for (Object jdk : new Object[]{Map.of(), Map.of(1, 1), Map.of(1, 1, 2, 2)}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkMapSerializer(Map::copyOf));
        }
        for (Object jdk : new Object[]{Collections.unmodifiableMap(new HashMap<>()), Collections.emptyMap(),
                Collections.singletonMap(1, 1)}) {
            kryo.addDefaultSerializer(jdk.getClass(), new JdkMapSerializer(Collections::unmodifiableMap));
        }
        return kryo;
    }

    public static void write(Object value, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(encode(value));
        }
    }

    public static byte[] encode(Object value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Output out = new Output(bytes)) {
            Kryo kryo = kryo();
            out.writeString(FORMAT);
            kryo.writeClassAndObject(out, value);
        }
        return bytes.toByteArray();
    }

    /**
     * @throws IOException if the file cannot be read or is not a file of this format holding a {@code type}
     */
    public static <T> T read(Path file, Class<T> type) throws IOException {
        try (InputStream in = Files.newInputStream(file); Input input = new Input(in)) {
            String format = input.readString();
            if (!FORMAT.equals(format)) {
                throw new IOException(file + " is not a janus-lab records file");
            }
            Object value = kryo().readClassAndObject(input);
            if (!type.isInstance(value)) {
                throw new IOException(file + " holds a " + (value == null ? "null" : value.getClass().getSimpleName())
                        + ", not a " + type.getSimpleName());
            }
            return type.cast(value);
        } catch (KryoException | IllegalArgumentException e) {
            throw new IOException(file + " is not a readable janus-lab records file: " + e.getMessage(), e);
        }
    }

    private static final class JdkListSerializer extends Serializer<List<?>> {
        private final Function<List<Object>, List<?>> wrap;

        JdkListSerializer(Function<List<Object>, List<?>> wrap) {
            this.wrap = wrap;
        }

        @Override
        public void write(Kryo kryo, Output output, List<?> list) {
            output.writeInt(list.size(), true);
            list.forEach(e -> kryo.writeClassAndObject(output, e));
        }

        @Override
        public List<?> read(Kryo kryo, Input input, Class<List<?>> type) {
            int n = input.readInt(true);
            List<Object> list = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                list.add(kryo.readClassAndObject(input));
            }
            return wrap.apply(list);
        }
    }

    private static final class JdkSetSerializer extends Serializer<Set<?>> {
        private final Function<Set<Object>, Set<?>> wrap;

        JdkSetSerializer(Function<Set<Object>, Set<?>> wrap) {
            this.wrap = wrap;
        }

        @Override
        public void write(Kryo kryo, Output output, Set<?> set) {
            output.writeInt(set.size(), true);
            set.forEach(e -> kryo.writeClassAndObject(output, e));
        }

        @Override
        public Set<?> read(Kryo kryo, Input input, Class<Set<?>> type) {
            int n = input.readInt(true);
            Set<Object> set = new LinkedHashSet<>();
            for (int i = 0; i < n; i++) {
                set.add(kryo.readClassAndObject(input));
            }
            return wrap.apply(set);
        }
    }

    private static final class JdkMapSerializer extends Serializer<Map<?, ?>> {
        private final Function<Map<Object, Object>, Map<?, ?>> wrap;

        JdkMapSerializer(Function<Map<Object, Object>, Map<?, ?>> wrap) {
            this.wrap = wrap;
        }

        @Override
        public void write(Kryo kryo, Output output, Map<?, ?> map) {
            output.writeInt(map.size(), true);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                kryo.writeClassAndObject(output, e.getKey());
                kryo.writeClassAndObject(output, e.getValue());
            }
        }

        @Override
        public Map<?, ?> read(Kryo kryo, Input input, Class<Map<?, ?>> type) {
            int n = input.readInt(true);
            Map<Object, Object> map = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                map.put(kryo.readClassAndObject(input), kryo.readClassAndObject(input));
            }
            return wrap.apply(map);
        }
    }

    private static final class ListSerializer extends Serializer<ImmutableList<?>> {
        @Override
        public void write(Kryo kryo, Output output, ImmutableList<?> list) {
            output.writeInt(list.size(), true);
            list.forEach(e -> kryo.writeClassAndObject(output, e));
        }

        @Override
        public ImmutableList<?> read(Kryo kryo, Input input, Class<ImmutableList<?>> type) {
            int n = input.readInt(true);
            ImmutableList.Builder<Object> b = ImmutableList.builder();
            for (int i = 0; i < n; i++) {
                b.add(kryo.readClassAndObject(input));
            }
            return b.build();
        }
    }

    private static final class SetSerializer extends Serializer<ImmutableSet<?>> {
        @Override
        public void write(Kryo kryo, Output output, ImmutableSet<?> set) {
            output.writeInt(set.size(), true);
            set.forEach(e -> kryo.writeClassAndObject(output, e));
        }

        @Override
        public ImmutableSet<?> read(Kryo kryo, Input input, Class<ImmutableSet<?>> type) {
            int n = input.readInt(true);
            ImmutableSet.Builder<Object> b = ImmutableSet.builder();
            for (int i = 0; i < n; i++) {
                b.add(kryo.readClassAndObject(input));
            }
            return b.build();
        }
    }

    private static final class MapSerializer extends Serializer<ImmutableMap<?, ?>> {
        @Override
        public void write(Kryo kryo, Output output, ImmutableMap<?, ?> map) {
            output.writeInt(map.size(), true);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                kryo.writeClassAndObject(output, e.getKey());
                kryo.writeClassAndObject(output, e.getValue());
            }
        }

        @Override
        public ImmutableMap<?, ?> read(Kryo kryo, Input input, Class<ImmutableMap<?, ?>> type) {
            int n = input.readInt(true);
            ImmutableMap.Builder<Object, Object> b = ImmutableMap.builder();
            for (int i = 0; i < n; i++) {
                b.put(kryo.readClassAndObject(input), kryo.readClassAndObject(input));
            }
            return b.build();
        }
    }

    private static final class SortedMapSerializer extends Serializer<ImmutableSortedMap<?, ?>> {
        @Override
        public void write(Kryo kryo, Output output, ImmutableSortedMap<?, ?> map) {
            kryo.writeClassAndObject(output, map.comparator());
            output.writeInt(map.size(), true);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                kryo.writeClassAndObject(output, e.getKey());
                kryo.writeClassAndObject(output, e.getValue());
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public ImmutableSortedMap<?, ?> read(Kryo kryo, Input input, Class<ImmutableSortedMap<?, ?>> type) {
            Comparator<Object> order = (Comparator<Object>) kryo.readClassAndObject(input);
            int n = input.readInt(true);
            ImmutableSortedMap.Builder<Object, Object> b = new ImmutableSortedMap.Builder<>(order);
            for (int i = 0; i < n; i++) {
                b.put(kryo.readClassAndObject(input), kryo.readClassAndObject(input));
            }
            return b.build();
        }
    }

    private static final class SortedSetSerializer extends Serializer<ImmutableSortedSet<?>> {
        @Override
        public void write(Kryo kryo, Output output, ImmutableSortedSet<?> set) {
            kryo.writeClassAndObject(output, set.comparator());
            output.writeInt(set.size(), true);
            set.forEach(e -> kryo.writeClassAndObject(output, e));
        }

        @Override
        @SuppressWarnings("unchecked")
        public ImmutableSortedSet<?> read(Kryo kryo, Input input, Class<ImmutableSortedSet<?>> type) {
            Comparator<Object> order = (Comparator<Object>) kryo.readClassAndObject(input);
            int n = input.readInt(true);
            ImmutableSortedSet.Builder<Object> b = new ImmutableSortedSet.Builder<>(order);
            for (int i = 0; i < n; i++) {
                b.add(kryo.readClassAndObject(input));
            }
            return b.build();
        }
    }
}
