package keyslice.web.state;

import java.nio.charset.StandardCharsets;
import java.util.List;

import keyslice.domain.QueryForm;
import keyslice.domain.Segments;
import keyslice.domain.SortOperator;

/**
 * The canonical URL of a builder state: {@code v=1} first, then parameters in a fixed order, leaving out
 * blanks, defaults and whatever the state does not use. Equal states give equal links.
 */
public final class Permalink {

    public static final String VERSION = "1";

    private Permalink() {
    }

    public static String of(QueryForm form) {
        return "/?" + queryString(form);
    }

    public static String queryString(QueryForm form) {
        StringBuilder query = new StringBuilder("v=").append(VERSION);
        add(query, "table", form.table());
        add(query, "index", form.index());
        add(query, "pk", form.pk());
        addUnlessDefault(query, "pkType", form.pkType(), QueryForm.DEFAULT_TYPE);
        add(query, "pkValue", form.pkValue());
        boolean hasSortKey = !form.sk().isEmpty();
        add(query, "sk", form.sk());
        // Samples are parsed in the sort key's type even for a partition-only read.
        if (hasSortKey || !form.samples().isEmpty()) {
            addUnlessDefault(query, "skType", form.skType(), QueryForm.DEFAULT_TYPE);
        }
        if (hasSortKey) {
            addUnlessDefault(query, "op", form.op(), QueryForm.DEFAULT_OP);
        }
        // Kept without a sort key attribute too: a value there is an error the link must reproduce.
        List<String> lower = Segments.withoutTrailingBlanks(form.seg());
        addValue(query, "value", form.value(), "seg", lower);
        boolean readsUpper = hasSortKey && readsUpperBound(form.op());
        List<String> upper = readsUpper ? Segments.withoutTrailingBlanks(form.toSeg()) : List.of();
        if (readsUpper) {
            addValue(query, "to", form.to(), "toSeg", upper);
        }
        if (hasSortKey) {
            // The delimiter also splits typed values for the warnings, so it stays whenever there is a sort key.
            addUnlessDefault(query, "delim", form.delim(), QueryForm.DEFAULT_DELIM);
        }
        // trail matters only to segments, but a value that is not a flag is an error wherever it is.
        boolean trailIsAFlag = form.trail().isEmpty() || form.trail().equals("true") || form.trail().equals("false");
        if (!trailIsAFlag || (hasSortKey && (!lower.isEmpty() || !upper.isEmpty()))) {
            addUnlessDefault(query, "trail", form.trail(), "false");
        }
        addUnlessDefault(query, "order", form.order(), "asc");
        add(query, "limit", form.limit());
        addUnlessDefault(query, "names", form.names(), "always");
        add(query, "samples", form.samples());
        return query.toString();
    }

    /** The upper bound is read for BETWEEN, and checked for an unknown operator so that every problem shows. */
    private static boolean readsUpperBound(String op) {
        return op.equals("between") || (!op.isEmpty() && SortOperator.fromCode(op).isEmpty());
    }

    /** A typed value stays in the link beside segments (which win): nothing a person typed is dropped. */
    private static void addValue(StringBuilder query, String textName, String text, String segmentName, List<String> segments) {
        add(query, textName, text);
        // Every segment is kept, blank ones too: their position is part of the key.
        segments.forEach(segment -> query.append('&').append(segmentName).append('=').append(encode(segment)));
    }

    private static void addUnlessDefault(StringBuilder query, String name, String value, String defaultValue) {
        if (!value.equals(defaultValue)) {
            add(query, name, value);
        }
    }

    private static void add(StringBuilder query, String name, String value) {
        if (!value.isEmpty()) {
            query.append('&').append(name).append('=').append(encode(value));
        }
    }

    /** Percent-encodes all but unreserved characters and the readable {@code /} and {@code :}. */
    public static String encode(String value) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '.' || c == '_' || c == '~' || c == '/' || c == ':') {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return out.toString();
    }
}
