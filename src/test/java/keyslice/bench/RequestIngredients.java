package keyslice.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@link WorstRequestCost} builds its states from: for each parameter, the largest or most tangled inputs that
 * keyslice's limits take (the longest filter with {@code contains}, the biggest sample item, 1,000 sample keys, the
 * warnings that offer a fix...).
 */
final class RequestIngredients {

    private RequestIngredients() {}

    /** The parts a state is made of, each at the size that keyslice's limits allow, to be combined and cut down. */
    static List<Map<String, String>> all() {
        String longText = "a".repeat(4000) + "b";
        List<Map<String, String>> parts = new ArrayList<>();
        parts.add(Map.of("filter", "contains(s,\"" + longText + "\")"));
        parts.add(Map.of(
                "filter", "contains(s,\"" + "a".repeat(2000) + "\") OR contains(t,\"" + "ab".repeat(900) + "\")"));
        parts.add(Map.of("filter", String.join(" AND ", java.util.Collections.nCopies(150, "(a = 1 OR b <> \"x\")"))));
        parts.add(Map.of("filter", "NOT ".repeat(1000) + "a = 1"));
        parts.add(Map.of("filter", "(".repeat(1000) + "a = 1" + ")".repeat(1000)));
        parts.add(Map.of("items", item("s", "a".repeat(27_000))));
        parts.add(Map.of("items", item("s", "ab".repeat(13_000))));
        parts.add(Map.of("items", manyItems(300)));
        parts.add(Map.of("items", nested(30)));
        parts.add(Map.of("samples", samples(1000)));
        parts.add(Map.of("samples", "x".repeat(30_000)));
        parts.add(Map.of(
                "project",
                String.join(
                        ",",
                        java.util.stream.IntStream.range(0, 400)
                                .mapToObj(i -> "p" + i + ".q[3]")
                                .toList())));
        // Paths under one attribute: the overlap check cannot tell them apart by their first name.
        parts.add(Map.of(
                "project",
                String.join(
                        ",",
                        java.util.stream.IntStream.range(0, 400)
                                .mapToObj(i -> "a.p" + i + "[3]")
                                .toList())));
        // Four warnings with fixes: an open prefix, an unpadded number, a loose timestamp, the delimiter's order.
        parts.add(Map.of("op", "begins_with", "seg", "EVT\u00002026-06-23 10:15\u0000item-9", "delim", "/"));
        parts.add(Map.of("op", "between", "value", "EVT#2026-06-23T00:00:00Z", "to", "EVT#2026-06-23T23:59:59Z"));
        parts.add(Map.of("op", "between", "value", "Root/a9", "to", "root/b10", "samples", samples(1000)));
        parts.add(Map.of("seg", String.join("\u0000", java.util.Collections.nCopies(64, "s9")), "op", "begins_with"));
        parts.add(Map.of("pkValue", "P".repeat(2040)));
        parts.add(Map.of(
                "sk2",
                "round",
                "sk2Type",
                "N",
                "op",
                "eq",
                "value",
                "A",
                "op2",
                "between",
                "value2",
                "1",
                "to2",
                "9",
                "pk2",
                "region",
                "pk2Value",
                "EU",
                "index",
                "byRound"));
        return parts;
    }

    private static String item(String attribute, String text) {
        return "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a\"},\"" + attribute + "\":{\"S\":\"" + text
                + "\"},\"t\":{\"S\":\"" + text + "\"}}";
    }

    private static String manyItems(int count) {
        return java.util.stream.IntStream.range(0, count)
                .mapToObj(i -> "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a" + i + "\"},\"s\":{\"S\":\"aaaa" + i
                        + "\"},\"a\":{\"N\":\"1\"}}")
                .collect(Collectors.joining("\n"));
    }

    private static String nested(int depth) {
        return "{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"root/a\"},\"s\":" + "{\"M\":{\"m\":".repeat(depth)
                + "{\"S\":\"x\"}" + "}}".repeat(depth) + "}";
    }

    private static String samples(int count) {
        return java.util.stream.IntStream.range(0, count)
                .mapToObj(i -> "root/a" + i + "/" + "x".repeat(i % 20))
                .collect(Collectors.joining("\n"));
    }
}
