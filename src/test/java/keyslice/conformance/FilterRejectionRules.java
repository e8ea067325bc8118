package keyslice.conformance;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import keyslice.conformance.FilterValidationConformanceTest.Agreement;
import keyslice.conformance.FilterValidationConformanceTest.Rule;
import keyslice.domain.filter.ItemValue;

/**
 * The rows {@link FilterValidationConformanceTest} checks: each rule by which keyslice rejects a filter, the request
 * written with placeholders by hand, and both messages as they are today with how they compare. docs/filter-conformance.md
 * lists these rows.
 */
final class FilterRejectionRules {

    private static final String FILTER = "Invalid FilterExpression: ";
    private static final String DISTINCT =
            "The first operand must be distinct from the remaining operands for this operator or " + "function; ";

    static Map<String, String> names(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static Map<String, ItemValue> values(Object... pairs) {
        Map<String, ItemValue> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            map.put(
                    (String) pairs[i],
                    v instanceof String s ? new ItemValue.S(s) : new ItemValue.N(new BigDecimal(v.toString())));
        }
        return map;
    }

    private static Rule rule(
            String rule,
            String filter,
            String expression,
            Map<String, String> names,
            Map<String, ItemValue> values,
            String keyslice,
            String dynalite,
            Agreement agreement) {
        return new Rule(rule, filter, "#k1", expression, names, values, keyslice, dynalite, agreement);
    }

    static Stream<Rule> rules() {
        // 151 comparisons joined by OR: 301 operators
        String manyUser = IntStream.range(0, 151).mapToObj(i -> "a = " + i).collect(Collectors.joining(" OR "));
        String manyEngine = IntStream.range(0, 151).mapToObj(i -> "#a = :v" + i).collect(Collectors.joining(" OR "));
        Map<String, ItemValue> manyValues = new LinkedHashMap<>();
        IntStream.range(0, 151).forEach(i -> manyValues.put(":v" + i, new ItemValue.N(BigDecimal.valueOf(i))));
        // 70 attribute_exists over a path of ten names: about 4.6 KB with placeholders, 139 operators
        String deepUser = IntStream.range(0, 70)
                .mapToObj(i -> "attribute_exists(a.b.c.d.e.f.g.h.i.j[" + i + "])")
                .collect(Collectors.joining(" OR "));
        String deepEngine = IntStream.range(0, 70)
                .mapToObj(i -> "attribute_exists(#f1.#f2.#f3.#f4.#f5.#f6.#f7.#f8.#f9.#f10[" + i + "])")
                .collect(Collectors.joining(" OR "));
        Map<String, String> deepNames = new LinkedHashMap<>();
        IntStream.range(0, 10).forEach(i -> deepNames.put("#f" + (i + 1), String.valueOf((char) ('a' + i))));
        // 101 values after IN
        String inUser =
                "a IN (" + IntStream.range(0, 101).mapToObj(String::valueOf).collect(Collectors.joining(", ")) + ")";
        String inEngine =
                "#a IN (" + IntStream.range(0, 101).mapToObj(i -> ":v" + i).collect(Collectors.joining(", ")) + ")";
        Map<String, ItemValue> inValues = new LinkedHashMap<>();
        IntStream.range(0, 101).forEach(i -> inValues.put(":v" + i, new ItemValue.N(BigDecimal.valueOf(i))));
        String longPlaceholder = "#" + "k".repeat(255);
        // a path of 33 levels: the attribute and 32 names
        String deepPathUser = "a" + ".b".repeat(32) + " = 1";
        String deepPathEngine = "#a" + ".#b".repeat(32) + " = :v";

        return Stream.of(
                rule(
                        "syntax error",
                        "a = ",
                        "#a = ",
                        names("#a", "a"),
                        values(),
                        FILTER + "Syntax error; token: \"<EOF>\", near: \"=\"",
                        FILTER
                                + "Syntax error; Expected \"#\", \"(\", \":\", \"_\", or [a-zA-Z] but end of input found.",
                        Agreement.DIFFERENT),
                rule(
                        "syntax error in the middle",
                        "a = 1 b = 2",
                        "#a = :v #b = :w",
                        names("#a", "a", "#b", "b"),
                        values(":v", 1, ":w", 2),
                        FILTER + "Syntax error; token: \"b\", near: \"1 b\"",
                        FILTER + "Syntax error; Expected \"AND\", \"OR\", or end of input but \"#\" found.",
                        Agreement.DIFFERENT),
                rule(
                        "unknown function",
                        "foo(a)",
                        "foo(#a)",
                        names("#a", "a"),
                        values(),
                        FILTER + "Invalid function name; function: foo",
                        FILTER + "Invalid function name; function: foo",
                        Agreement.SAME),
                rule(
                        "function with too many operands",
                        "attribute_exists(a, b)",
                        "attribute_exists(#a, #b)",
                        names("#a", "a", "#b", "b"),
                        values(),
                        FILTER
                                + "Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
                        FILTER
                                + "Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
                        Agreement.SAME),
                rule(
                        "size of a number",
                        "size(1) > 0",
                        "size(:v) > :w",
                        names(),
                        values(":v", 1, ":w", 0),
                        FILTER
                                + "Incorrect operand type for operator or function; operator or function: size, operand type: N",
                        FILTER
                                + "Incorrect operand type for operator or function; operator or function: size, operand type: N",
                        Agreement.SAME),
                rule(
                        "begins_with on a number",
                        "begins_with(a, 1)",
                        "begins_with(#a, :v)",
                        names("#a", "a"),
                        values(":v", 1),
                        FILTER
                                + "Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                        FILTER
                                + "Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
                        Agreement.SAME),
                rule(
                        "attribute_type with an unknown type",
                        "attribute_type(a, \"STRING\")",
                        "attribute_type(#a, :v)",
                        names("#a", "a"),
                        values(":v", "STRING"),
                        FILTER
                                + "Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                        FILTER
                                + "Invalid attribute type name found; type: STRING, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
                        Agreement.SAME),
                rule(
                        "attribute_exists of a value",
                        "attribute_exists(\"a\")",
                        "attribute_exists(:v)",
                        names(),
                        values(":v", "a"),
                        FILTER
                                + "Operator or function requires a document path; operator or function: attribute_exists",
                        FILTER
                                + "Operator or function requires a document path; operator or function: attribute_exists",
                        Agreement.SAME),
                rule(
                        "a function compared",
                        "contains(a, \"x\") = b",
                        "contains(#a, :v) = #b",
                        names("#a", "a", "#b", "b"),
                        values(":v", "x"),
                        FILTER + "The function is not allowed to be used this way in an expression; function: contains",
                        FILTER + "The function is not allowed to be used this way in an expression; function: contains",
                        Agreement.SAME),
                rule(
                        "a path compared with itself",
                        "a.b = a.b",
                        "#a.#b = #a.#b",
                        names("#a", "a", "#b", "b"),
                        values(),
                        FILTER + DISTINCT + "operator: =, first operand: [a, b]",
                        FILTER + DISTINCT + "operator: =, first operand: [a, b]",
                        Agreement.SAME),
                rule(
                        "contains of a path in itself",
                        "contains(a, a)",
                        "contains(#a, #a)",
                        names("#a", "a"),
                        values(),
                        FILTER + DISTINCT + "operator: contains, first operand: [a]",
                        FILTER + DISTINCT + "operator: contains, first operand: [a]",
                        Agreement.SAME),
                rule(
                        "filter naming the partition key",
                        "PK = \"x\"",
                        "#k1 = :v",
                        names(),
                        values(":v", "x"),
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: PK",
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: PK",
                        Agreement.SAME),
                rule(
                        "filter naming the sort key in a path",
                        "SK.x = 1",
                        "#s.#x = :v",
                        names("#s", "SK", "#x", "x"),
                        values(":v", 1),
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: SK",
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: SK",
                        Agreement.SAME),
                rule(
                        "BETWEEN bounds reversed",
                        "a BETWEEN 2 AND 1",
                        "#a BETWEEN :v AND :w",
                        names("#a", "a"),
                        values(":v", 2, ":w", 1),
                        FILTER
                                + "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}",
                        FILTER
                                + "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}",
                        Agreement.SAME),
                rule(
                        "BETWEEN bounds of two types",
                        "a BETWEEN 1 AND \"b\"",
                        "#a BETWEEN :v AND :w",
                        names("#a", "a"),
                        values(":v", 1, ":w", "b"),
                        FILTER
                                + "The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:b}",
                        FILTER
                                + "The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:b}",
                        Agreement.SAME),
                rule(
                        "more than 300 operators",
                        manyUser,
                        manyEngine,
                        names("#a", "a"),
                        manyValues,
                        FILTER + "The expression contains too many operators; operator count: 301",
                        null,
                        Agreement.ENGINE_ACCEPTS),
                rule(
                        "expression over 4 KB",
                        deepUser,
                        deepEngine,
                        deepNames,
                        values(),
                        FILTER + "the expression is 4606 bytes, over the limit of 4096 bytes",
                        null,
                        Agreement.ENGINE_ACCEPTS),
                rule(
                        "more than 100 values after IN",
                        inUser,
                        inEngine,
                        names("#a", "a"),
                        inValues,
                        FILTER + "The IN operator is provided with too many operands; number of operands: 101",
                        null,
                        Agreement.ENGINE_ACCEPTS),
                rule(
                        "path over 32 levels",
                        deepPathUser,
                        deepPathEngine,
                        names("#a", "a", "#b", "b"),
                        values(":v", 1),
                        FILTER + "The document path has too many nesting levels; nesting levels: 33",
                        null,
                        Agreement.ENGINE_ACCEPTS),
                new Rule(
                        "placeholder over 255 bytes",
                        "a = 1",
                        longPlaceholder,
                        "#a = :v",
                        names("#a", "a"),
                        values(":v", 1),
                        "a placeholder is at most 255 bytes; " + longPlaceholder + " is 256",
                        null,
                        Agreement.ENGINE_ACCEPTS));
    }

    private FilterRejectionRules() {}
}
