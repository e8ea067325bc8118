package keyslice.web;

import java.nio.charset.StandardCharsets;
import java.util.List;

import keyslice.domain.QueryForm;
import keyslice.domain.Segments;

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
        if (!form.sk().isEmpty()) {
            add(query, "sk", form.sk());
            addUnlessDefault(query, "skType", form.skType(), QueryForm.DEFAULT_TYPE);
            addUnlessDefault(query, "op", form.op(), QueryForm.DEFAULT_OP);
            List<String> lower = Segments.withoutTrailingBlanks(form.seg());
            List<String> upper = "between".equals(form.op()) ? Segments.withoutTrailingBlanks(form.toSeg()) : List.of();
            addValue(query, "value", form.value(), "seg", lower);
            if ("between".equals(form.op())) {
                addValue(query, "to", form.to(), "toSeg", upper);
            }
            // The delimiter also splits typed values for the warnings, so it stays whenever there is a sort key.
            addUnlessDefault(query, "delim", form.delim(), QueryForm.DEFAULT_DELIM);
            if (!lower.isEmpty() || !upper.isEmpty()) {
                addUnlessDefault(query, "trail", form.trail(), "false");
            }
        }
        addUnlessDefault(query, "order", form.order(), "asc");
        add(query, "limit", form.limit());
        addUnlessDefault(query, "names", form.names(), "always");
        add(query, "samples", form.samples());
        return query.toString();
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
    static String encode(String value) {
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
