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
package org.onosproject.janus.packaging;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Bazel BUILD file parsed as the small Starlark subset ONOS app BUILD files use: assignments and
 * calls at top level; expressions of strings, lists, names, calls and {@code +}. Values are
 * evaluated: {@code True}/{@code False} are booleans, strings and lists concatenate, a name bound earlier
 * in the file is replaced by its value, and any other name (ONOS's CORE_DEPS, CLI, ...) stays an {@link External}.
 * Anything outside the subset is a parse error naming the line.
 */
final class BuildFile {

    /** A name the file uses but does not define (one of ONOS's dependency lists). */
    static final class External {
        final String name;

        External(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A call: top-level rule invocation or {@code glob(...)} inside an expression. */
    static final class Call {
        final String function;
        final List<Object> args;
        final Map<String, Object> kwargs;

        Call(String function, List<Object> args, Map<String, Object> kwargs) {
            this.function = function;
            this.args = ImmutableList.copyOf(args);
            this.kwargs = ImmutableMap.copyOf(kwargs);
        }

        String string(String key) {
            Object value = kwargs.get(key);
            return value instanceof String ? (String) value : null;
        }

        List<Object> list(String key) {
            Object value = kwargs.get(key);
            return value instanceof List ? castList(value) : ImmutableList.of();
        }
    }

    final Map<String, Object> variables = new LinkedHashMap<>();
    final List<Call> calls = new ArrayList<>();

    private final List<Token> tokens;
    private int pos;

    private BuildFile(String text) {
        this.tokens = Token.scan(text);
        while (peek().kind != Token.Kind.END) {
            statement();
        }
    }

    static BuildFile parse(Path file) throws IOException {
        try {
            return new BuildFile(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** Every top-level call of {@code function}. */
    List<Call> calls(String function) {
        List<Call> found = new ArrayList<>();
        calls.stream().filter(c -> c.function.equals(function)).forEach(found::add);
        return found;
    }

    /** Every string anywhere in {@code value}, depth first. */
    static List<String> strings(Object value) {
        List<String> found = new ArrayList<>();
        collect(value, found);
        return found;
    }

    /** Every external name anywhere in {@code value}. */
    static List<String> externals(Object value) {
        List<String> found = new ArrayList<>();
        collectExternals(value, found);
        return found;
    }

    private static void collect(Object value, List<String> into) {
        if (value instanceof String) {
            into.add((String) value);
        } else if (value instanceof List) {
            castList(value).forEach(v -> collect(v, into));
        } else if (value instanceof Call) {
            ((Call) value).args.forEach(v -> collect(v, into));
            ((Call) value).kwargs.values().forEach(v -> collect(v, into));
        }
    }

    private static void collectExternals(Object value, List<String> into) {
        if (value instanceof External) {
            into.add(((External) value).name);
        } else if (value instanceof List) {
            castList(value).forEach(v -> collectExternals(v, into));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Object> castList(Object value) {
        return (List<Object>) value;
    }

    private void statement() {
        Token name = expect(Token.Kind.NAME);
        if (accept("=")) {
            variables.put(name.text, expression());
        } else if (peek().is("(")) {
            calls.add(call(name.text));
        } else {
            throw error(peek(), "expected '=' or '(' after " + name.text);
        }
    }

    private Object expression() {
        Object value = term();
        while (accept("+")) {
            value = plus(value, term());
        }
        return value;
    }

    private Object term() {
        Token t = next();
        switch (t.kind) {
            case STRING:
                return t.text;
            case NAME:
                if (peek().is("(")) {
                    return call(t.text);
                }
                if (t.text.equals("True") || t.text.equals("False")) {
                    return Boolean.valueOf(t.text.equals("True"));
                }
                return variables.containsKey(t.text) ? variables.get(t.text) : new External(t.text);
            case PUNCT:
                if (t.is("[")) {
                    List<Object> items = new ArrayList<>();
                    while (!accept("]")) {
                        items.add(expression());
                        if (!peek().is("]")) {
                            expectPunct(",");
                        }
                    }
                    return items;
                }
                break;
            default:
                break;
        }
        throw error(t, "unexpected '" + t.text + "'");
    }

    private Call call(String function) {
        expectPunct("(");
        List<Object> args = new ArrayList<>();
        Map<String, Object> kwargs = new LinkedHashMap<>();
        while (!accept(")")) {
            if (peek().kind == Token.Kind.NAME && tokens.get(pos + 1).is("=")) {
                String key = next().text;
                next();
                if (kwargs.put(key, expression()) != null) {
                    throw error(peek(), "repeated argument " + key);
                }
            } else {
                args.add(expression());
            }
            if (!peek().is(")")) {
                expectPunct(",");
            }
        }
        return new Call(function, args, kwargs);
    }

    private static Object plus(Object left, Object right) {
        if (left instanceof String && right instanceof String) {
            return left + (String) right;
        }
        List<Object> joined = new ArrayList<>();
        for (Object side : new Object[]{left, right}) {
            if (side instanceof List) {
                joined.addAll(castList(side));
            } else if (side instanceof External) {
                joined.add(side);
            } else {
                throw new IllegalArgumentException("cannot add " + left + " and " + right);
            }
        }
        return joined;
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        return tokens.get(pos++);
    }

    private boolean accept(String punct) {
        if (peek().is(punct)) {
            pos++;
            return true;
        }
        return false;
    }

    private void expectPunct(String punct) {
        if (!accept(punct)) {
            throw error(peek(), "expected '" + punct + "'");
        }
    }

    private Token expect(Token.Kind kind) {
        Token t = next();
        if (t.kind != kind) {
            throw error(t, "expected " + kind + " but found '" + t.text + "'");
        }
        return t;
    }

    private static IllegalArgumentException error(Token at, String message) {
        return new IllegalArgumentException("line " + at.line + ": " + message);
    }

    /** A lexical token of the subset. */
    private static final class Token {
        enum Kind { NAME, STRING, PUNCT, END }

        final Kind kind;
        final String text;
        final int line;

        Token(Kind kind, String text, int line) {
            this.kind = kind;
            this.text = text;
            this.line = line;
        }

        boolean is(String punct) {
            return kind == Kind.PUNCT && text.equals(punct);
        }

        static List<Token> scan(String s) {
            List<Token> out = new ArrayList<>();
            int line = 1;
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '\n') {
                    line++;
                    i++;
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '#') {
                    while (i < s.length() && s.charAt(i) != '\n') {
                        i++;
                    }
                } else if (Character.isLetter(c) || c == '_') {
                    int start = i;
                    while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                        i++;
                    }
                    out.add(new Token(Kind.NAME, s.substring(start, i), line));
                } else if (c == '"' || c == '\'') {
                    StringBuilder text = new StringBuilder();
                    i++;
                    while (i < s.length() && s.charAt(i) != c) {
                        char ch = s.charAt(i);
                        if (ch == '\n') {
                            throw new IllegalArgumentException("line " + line + ": unterminated string");
                        }
                        if (ch == '\\' && i + 1 < s.length()) {
                            char esc = s.charAt(++i);
                            text.append(esc == 'n' ? '\n' : esc);
                        } else {
                            text.append(ch);
                        }
                        i++;
                    }
                    if (i >= s.length()) {
                        throw new IllegalArgumentException("line " + line + ": unterminated string");
                    }
                    i++;
                    out.add(new Token(Kind.STRING, text.toString(), line));
                } else if ("()[],=+".indexOf(c) >= 0) {
                    out.add(new Token(Kind.PUNCT, String.valueOf(c), line));
                    i++;
                } else {
                    throw new IllegalArgumentException("line " + line + ": unexpected character '" + c + "'");
                }
            }
            out.add(new Token(Kind.END, "end of file", line));
            return out;
        }
    }
}
