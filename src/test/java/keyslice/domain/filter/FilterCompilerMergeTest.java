package keyslice.domain.filter;

import static keyslice.domain.filter.FilterCompilerFixtures.KEYS;
import static keyslice.domain.filter.FilterCompilerFixtures.KEY_NAMES;
import static keyslice.domain.filter.FilterCompilerFixtures.KEY_VALUES;
import static keyslice.domain.filter.FilterCompilerFixtures.n;
import static keyslice.domain.filter.FilterCompilerFixtures.ordered;
import static keyslice.domain.filter.FilterCompilerFixtures.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.domain.key.KeyValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A filter and projection compiled beside a key condition: placeholders merged, none taken twice, the same each time.
 */
class FilterCompilerMergeTest {

    /** Filter, projection; then the expressions; then the names and values added after the key condition's. */
    static Stream<Arguments> compilations() {
        return Stream.of(
                Arguments.of(
                        "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)",
                        "",
                        "#f1 = :f1 AND size(#f2) > :f2 AND NOT attribute_exists(#f3)",
                        null,
                        ordered("#f1", "status", "#f2", "tags", "#f3", "archivedAt"),
                        ordered(":f1", s("open"), ":f2", n("2"))),
                // one placeholder per name and per value, numbers compared by value
                Arguments.of(
                        "a = 1 OR a = 1.0 OR b = \"1\"",
                        "",
                        "#f1 = :f1 OR #f1 = :f1 OR #f2 = :f2",
                        null,
                        ordered("#f1", "a", "#f2", "b"),
                        ordered(":f1", n("1"), ":f2", s("1"))),
                Arguments.of(
                        "a.b[0].a = 1",
                        "",
                        "#f1.#f2[0].#f1 = :f1",
                        null,
                        ordered("#f1", "a", "#f2", "b"),
                        ordered(":f1", n("1"))),
                // a value the key condition already has keeps its placeholder: the maps are shared
                Arguments.of("parent = \"DRIVE#a91\"", "", "#f1 = :pk", null, ordered("#f1", "parent"), ordered()),
                // hostile names never leak into the expression
                Arguments.of(
                        "`#pk` = 1 AND `:sk` = 2 AND `a.b` = 3 AND `it``s` = 4 AND `名前` = 5 AND `size` = 6",
                        "",
                        "#f1 = :f1 AND #f2 = :f2 AND #f3 = :f3 AND #f4 = :f4 AND #f5 = :f5 AND #f6 = :f6",
                        null,
                        ordered("#f1", "#pk", "#f2", ":sk", "#f3", "a.b", "#f4", "it`s", "#f5", "名前", "#f6", "size"),
                        ordered(
                                ":f1", n("1"), ":f2", n("2"), ":f3", n("3"), ":f4", n("4"), ":f5", n("5"), ":f6",
                                n("6"))),
                Arguments.of(
                        "a BETWEEN 1 AND 2 AND b IN (\"x\", \"y\", true, null) AND begins_with(c, \"p\") "
                                + "AND contains(d, e) AND attribute_type(f, \"M\")",
                        "",
                        "#f1 BETWEEN :f1 AND :f2 AND #f2 IN (:f3, :f4, :f5, :f6) AND begins_with(#f3, :f7) "
                                + "AND contains(#f4, #f5) AND attribute_type(#f6, :f8)",
                        null,
                        ordered("#f1", "a", "#f2", "b", "#f3", "c", "#f4", "d", "#f5", "e", "#f6", "f"),
                        ordered(
                                ":f1",
                                n("1"),
                                ":f2",
                                n("2"),
                                ":f3",
                                s("x"),
                                ":f4",
                                s("y"),
                                ":f5",
                                new ItemValue.Bool(true),
                                ":f6",
                                new ItemValue.Null(),
                                ":f7",
                                s("p"),
                                ":f8",
                                s("M"))),
                // parentheses only where the structure needs them
                Arguments.of(
                        "((a = 1 OR b = 2)) AND (c = 3)",
                        "",
                        "(#f1 = :f1 OR #f2 = :f2) AND #f3 = :f3",
                        null,
                        ordered("#f1", "a", "#f2", "b", "#f3", "c"),
                        ordered(":f1", n("1"), ":f2", n("2"), ":f3", n("3"))),
                // a NOT directly under a NOT keeps its parentheses: dynalite refuses NOT NOT
                Arguments.of(
                        "not not a = 1", "", "NOT (NOT #f1 = :f1)", null, ordered("#f1", "a"), ordered(":f1", n("1"))),
                Arguments.of(
                        "NOT (NOT (NOT a = 1))",
                        "",
                        "NOT (NOT (NOT #f1 = :f1))",
                        null,
                        ordered("#f1", "a"),
                        ordered(":f1", n("1"))),
                // a projection may name key attributes, and reuses the names the request has
                Arguments.of(
                        "",
                        "PK, a.b[1], `first name`, SK",
                        null,
                        "#pk, #p1.#p2[1], #p3, #sk",
                        ordered("#p1", "a", "#p2", "b", "#p3", "first name"),
                        ordered()),
                Arguments.of(
                        "a = 1",
                        "a, b",
                        "#f1 = :f1",
                        "#f1, #p1",
                        ordered("#f1", "a", "#p1", "b"),
                        ordered(":f1", n("1"))),
                Arguments.of("   ", "  ", null, null, ordered(), ordered()));
    }

    @ParameterizedTest(name = "{0} | {1}")
    @MethodSource("compilations")
    void compilesWithMergedPlaceholders(
            String filter,
            String projection,
            String filterExpression,
            String projectionExpression,
            Map<String, String> newNames,
            Map<String, ItemValue> newValues) {
        FilterCompiler.Compiled compiled = assertInstanceOf(
                FilterCompiler.Compiled.class, FilterCompiler.compile(filter, projection, KEYS, KEY_NAMES, KEY_VALUES));
        assertEquals(Optional.ofNullable(filterExpression), compiled.filterExpression());
        assertEquals(Optional.ofNullable(projectionExpression), compiled.projectionExpression());
        Map<String, String> names = new LinkedHashMap<>(KEY_NAMES);
        names.putAll(newNames);
        Map<String, ItemValue> values = new LinkedHashMap<>();
        KEY_VALUES.forEach((placeholder, value) -> values.put(placeholder, ItemValue.of(value)));
        values.putAll(newValues);
        assertEquals(List.copyOf(names.entrySet()), List.copyOf(compiled.names().entrySet()), "names, in order");
        assertEquals(
                List.copyOf(values.entrySet()), List.copyOf(compiled.values().entrySet()), "values, in order");
        assertEquals(filterExpression == null, compiled.filter().isEmpty());
    }

    @Test
    void newPlaceholdersSkipThoseTheRequestAlreadyHas() {
        Map<String, String> names = ordered("#pk", "PK", "#f1", "x", "#f3", "y", "#p1", "z");
        Map<String, KeyValue> values = ordered(
                ":pk",
                new KeyValue.StringValue("k"),
                ":f1",
                new KeyValue.StringValue("v"),
                ":f2",
                new KeyValue.NumberValue(BigDecimal.TEN));
        FilterCompiler.Compiled compiled = assertInstanceOf(
                FilterCompiler.Compiled.class,
                FilterCompiler.compile("a = 1 AND b = 2 AND x = 10", "c, z", Set.of("PK"), names, values));
        assertEquals(Optional.of("#f2 = :f3 AND #f4 = :f4 AND #f1 = :f2"), compiled.filterExpression());
        assertEquals(Optional.of("#p2, #p1"), compiled.projectionExpression());
        assertEquals(
                List.of("#pk", "#f1", "#f3", "#p1", "#f2", "#f4", "#p2"),
                List.copyOf(compiled.names().keySet()));
        assertEquals(
                List.of(":pk", ":f1", ":f2", ":f3", ":f4"),
                List.copyOf(compiled.values().keySet()));
    }

    @Test
    void theSameInputGivesTheSameOutput() {
        String filter = "z = 1 OR y.x[2] IN (\"a\", \"b\") AND NOT contains(w, \"q\")";
        assertEquals(
                FilterCompiler.compile(filter, "y, w", KEYS, KEY_NAMES, KEY_VALUES),
                FilterCompiler.compile(filter, "y, w", KEYS, KEY_NAMES, KEY_VALUES));
    }
}
