package keyslice.web;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import keyslice.testing.Query;

/**
 * Seeded states of the builder, most of them valid and many hostile: names of every kind (reserved words, dots,
 * quotes, emoji, near DynamoDB's 255 bytes, pairs whose joined name is longer), S, N and B keys under every operator,
 * segments, multi-attribute keys of up to four attributes a side, sample keys and tuples, filters, projections and
 * sample items in DynamoDB JSON, nested a few levels.
 */
final class RandomStates {

    private static final String[] PLAIN = {"PK", "SK", "status", "day", "seq", "tenant", "region", "GSI1PK", "gsi_sk"};
    private static final String[] RESERVED = {"name", "path", "timestamp", "data", "date", "count", "status", "hash"};
    private static final String[] HOSTILE = {
        "a.b",
        "first-name",
        "with space",
        "#x",
        ":v",
        "quote\"d",
        "back`tick",
        "é",
        "😀key",
        "\u05d0\u05d1",
        "a_b",
        "0lead",
        "<b>",
        "&amp;",
        "%41",
        "\\u0041"
    };
    private static final int[][] RANGES = {{'a', 'z'}, {'!', '~'}, {0xE0, 0xFF}, {0x4E00, 0x4E40}, {0x1F600, 0x1F610}};
    private static final String[] OPS = {"eq", "lt", "le", "gt", "ge", "between", "begins_with"};
    private static final String[] TYPES = {"S", "S", "N", "B"};

    private final Random random;

    RandomStates(long seed) {
        random = new Random(seed);
    }

    /** One attribute of the key: its name, type and the values of its condition. */
    private record Attribute(String name, String type, String op, String value, String to) {}

    Query next() {
        Query query = new Query();
        Set<String> names = new LinkedHashSet<>();
        boolean multi = random.nextInt(3) == 0;
        int partitions = multi ? 1 + random.nextInt(4) : 1;
        int sorts = random.nextInt(5) == 0 ? 0 : multi ? 1 + random.nextInt(4) : 1;
        if (random.nextBoolean()) {
            query.add("table", pick("Drive", "Audit", "Orders.v2", "t-1_a"));
        }
        if (multi || random.nextInt(4) == 0) {
            query.add("index", pick("byKey", "GSI1", "by.parts-2"));
        }
        List<Attribute> pk = new ArrayList<>();
        for (int i = 0; i < partitions; i++) {
            String type = pick(TYPES);
            pk.add(new Attribute(name(names, sorts > 1 || partitions > 1), type, "eq", value(type), ""));
        }
        List<Attribute> sk = new ArrayList<>();
        for (int i = 0; i < sorts; i++) {
            String type = pick(TYPES);
            String op = i < sorts - 1 ? "eq" : pick(OPS);
            if (op.equals("begins_with") && type.equals("N")) {
                op = "ge";
            }
            String[] bounds = ordered(type, value(type), value(type));
            sk.add(new Attribute(
                    name(names, sorts > 1 || partitions > 1),
                    type,
                    op,
                    bounds[0],
                    op.equals("between") ? bounds[1] : ""));
        }
        for (int i = 0; i < pk.size(); i++) {
            String n = i == 0 ? "" : Integer.toString(i + 1);
            query.add("pk" + n, pk.get(i).name())
                    .add("pk" + n + "Type", pk.get(i).type())
                    .add("pk" + n + "Value", pk.get(i).value());
        }
        for (int i = 0; i < sk.size(); i++) {
            String n = i == 0 ? "" : Integer.toString(i + 1);
            Attribute a = sk.get(i);
            query.add("sk" + n, a.name()).add("sk" + n + "Type", a.type()).add("op" + n, a.op());
            boolean segments = i == 0 && sk.size() == 1 && a.type().equals("S") && random.nextInt(3) == 0;
            if (segments) {
                String delim = pick("#", "/", "|");
                query.add("delim", delim);
                for (String segment : a.value().split("x", -1)) {
                    query.add("seg", segment.isEmpty() ? "s" : segment);
                }
                if (random.nextBoolean()) {
                    query.add("trail", "true");
                }
            } else {
                query.add("value" + n, a.value());
            }
            if (!a.to().isEmpty()) {
                query.add("to" + n, a.to());
            }
        }
        options(query);
        if (!sk.isEmpty() && random.nextBoolean()) {
            query.add("samples", samples(sk));
        }
        if (random.nextBoolean()) {
            query.add("filter", filter(names));
        }
        if (random.nextInt(3) == 0) {
            query.add(
                    "project",
                    String.join(", ", List.of(path(names), "p" + random.nextInt(9) + "[" + random.nextInt(3) + "]")));
        }
        if (random.nextBoolean()) {
            query.add("items", items(pk, sk));
        }
        return query;
    }

    private void options(Query query) {
        if (random.nextInt(3) == 0) {
            query.add("order", "desc");
        }
        if (random.nextInt(3) == 0) {
            query.add("limit", Integer.toString(1 + random.nextInt(5)));
        }
        if (random.nextInt(3) == 0) {
            query.add("names", "minimal");
        }
        if (random.nextInt(4) == 0) {
            query.add(random.nextBoolean() ? "select" : "consistent", random.nextBoolean() ? "count" : "true");
        }
    }

    /** A name not used yet: plain, reserved, hostile or random, long ones (up to 200 bytes) more often in a key of several. */
    private String name(Set<String> taken, boolean several) {
        while (true) {
            String name = switch (random.nextInt(several ? 5 : 4)) {
                case 0 -> pick(PLAIN);
                case 1 -> pick(RESERVED);
                case 2 -> pick(HOSTILE);
                default -> text(random.nextInt(3) == 0 ? 200 : 12);
            };
            if (taken.add(name)) {
                return name;
            }
        }
    }

    /** Random text of up to {@code maxBytes} bytes of UTF-8. */
    private String text(int maxBytes) {
        StringBuilder text = new StringBuilder();
        int length = 1 + random.nextInt(maxBytes);
        while (true) {
            int[] range = RANGES[random.nextInt(RANGES.length)];
            String next = new StringBuilder(text)
                    .appendCodePoint(range[0] + random.nextInt(range[1] - range[0] + 1))
                    .toString();
            if (next.getBytes(StandardCharsets.UTF_8).length > length) {
                return text.isEmpty() ? "k" : text.toString();
            }
            text.setLength(0);
            text.append(next);
        }
    }

    private String value(String type) {
        return switch (type) {
            case "N" ->
                pick("0", "-1", "7", "12", "100", "1e3", "-0.5", "99999999999999999999999999999999999999", "1E-130");
            case "B" -> Base64.getEncoder().encodeToString(text(6).getBytes(StandardCharsets.UTF_8));
            default ->
                random.nextBoolean()
                        ? pick("root/", "root/photosxold", "EVT#2026-06-23T10:15:00Z", "axbxc", "OPEN")
                        : text(20);
        };
    }

    /** Two values in the order their type sorts them, so that BETWEEN's bounds are valid most of the time. */
    private String[] ordered(String type, String a, String b) {
        int order = switch (type) {
            case "N" -> new java.math.BigDecimal(a).compareTo(new java.math.BigDecimal(b));
            default -> a.compareTo(b);
        };
        return order <= 0 ? new String[] {a, b} : new String[] {b, a};
    }

    private String samples(List<Attribute> sk) {
        List<String> lines = new ArrayList<>();
        for (int n = random.nextInt(6); n >= 0; n--) {
            if (sk.size() == 1) {
                lines.add(value(sk.get(0).type()));
            } else {
                List<String> tuple = new ArrayList<>();
                for (Attribute a : sk.subList(0, 1 + random.nextInt(sk.size()))) {
                    tuple.add(
                            a.type().equals("N")
                                    ? value("N")
                                    : json(random.nextInt(4) == 0 ? a.value() : value(a.type())));
                }
                lines.add("[" + String.join(", ", tuple) + "]");
            }
        }
        return String.join("\n", lines);
    }

    /** A filter over attributes that are not in the key, of every kind the syntax has. */
    private String filter(Set<String> keyNames) {
        String a = path(keyNames);
        String b = path(keyNames);
        return switch (random.nextInt(8)) {
            case 0 -> a + " = " + json(text(10));
            case 1 -> "size(" + a + ") > " + random.nextInt(4);
            case 2 -> "attribute_exists(" + a + ") AND NOT " + b + " BETWEEN 1 AND 9";
            case 3 -> "contains(" + a + ", " + json(text(3)) + ") OR begins_with(" + b + ", \"a\")";
            case 4 -> a + " IN (1, 2, \"three\", true, null)";
            case 5 -> "NOT (" + a + " <> " + b + " OR attribute_type(" + a + ", \"M\"))";
            case 6 -> "(".repeat(30) + a + " < 5" + ")".repeat(30);
            default -> a + "[0].x" + ".y".repeat(random.nextInt(30)) + " >= \"m\"";
        };
    }

    /** A path under an attribute outside the key, its name written in backticks (a backtick doubled). */
    private String path(Set<String> keyNames) {
        String name;
        do {
            name = random.nextBoolean() ? "attr" + random.nextInt(5) : text(15);
        } while (keyNames.contains(name));
        return "`" + name.replace("`", "``") + "`" + (random.nextBoolean() ? ".m" : "");
    }

    /** Items with every key attribute (or, sometimes, one missing), and values of every type, nested a few levels. */
    private String items(List<Attribute> pk, List<Attribute> sk) {
        List<String> lines = new ArrayList<>();
        for (int n = random.nextInt(5); n >= 0; n--) {
            List<String> members = new ArrayList<>();
            List<Attribute> key = new ArrayList<>(pk);
            key.addAll(sk);
            for (Attribute a : key) {
                if (random.nextInt(10) > 0) {
                    members.add(json(a.name()) + ":{" + json(a.type()) + ":"
                            + json(random.nextBoolean() ? a.value() : value(a.type())) + "}");
                }
            }
            for (int i = random.nextInt(4); i > 0; i--) {
                members.add(json("attr" + i) + ":" + attributeValue(random.nextInt(32)));
            }
            lines.add("{" + String.join(",", members) + "}");
        }
        return String.join("\n", lines);
    }

    /** A value nested up to {@code depth} levels; a few lines go to DynamoDB's deepest, 32. */
    private String attributeValue(int depth) {
        if (depth <= 1 || random.nextInt(4) == 0) {
            return switch (random.nextInt(7)) {
                case 0 -> "{\"N\":\"" + value("N") + "\"}";
                case 1 -> "{\"BOOL\":" + random.nextBoolean() + "}";
                case 2 -> "{\"NULL\":true}";
                case 3 -> "{\"SS\":[\"a\",\"b\"]}";
                case 4 -> "{\"B\":\"" + value("B") + "\"}";
                default -> "{\"S\":" + json(text(8)) + "}";
            };
        }
        return random.nextBoolean()
                ? "{\"L\":[" + attributeValue(depth - 1) + "]}"
                : "{\"M\":{\"x\":" + attributeValue(depth - 1) + "}}";
    }

    /** A JSON string literal. */
    private static String json(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(c -> {
            if (c == '"' || c == '\\') {
                out.append('\\').appendCodePoint(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.append('"').toString();
    }

    private String pick(String... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
