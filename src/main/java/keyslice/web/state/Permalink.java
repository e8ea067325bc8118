package keyslice.web.state;

import keyslice.domain.form.Field;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.read.ReadForm;

/**
 * The canonical URL of a builder state: {@code v=1} first, then parameters in a fixed order, leaving out
 * blanks, defaults and whatever the state does not use. Equal states give equal links. A state whose readable link is
 * long (sample keys, items) gets the compressed one instead, {@code v=2&z=...} ({@link CompressedState}), when that is
 * shorter: 400 small items or 1,000 sample keys then fit in a link a wiki keeps.
 */
public final class Permalink {

    public static final String VERSION = "1";

    /** The version of a compressed permalink: its one parameter {@code z} holds a {@link #VERSION} query string. */
    public static final String COMPRESSED_VERSION = "2";

    /**
     * The longest permalink written parameter by parameter, which people can read and edit: nearly every state typed by
     * hand. A longer one is compressed, which also keeps it under what servers and wikis take.
     */
    public static final int READABLE_CHARS = 2048;

    /** Room for a state typed by hand, which most links are. */
    private static final int INITIAL_CHARS = 512;

    /**
     * The longest permalink worth sharing as a link, in characters: common servers and proxies refuse request lines past
     * 8 KB (nginx, Apache), and wikis and chat tools cut links about there. A longer state opens from its permalink in
     * a browser, but gets no embed code, Markdown or oEmbed link, each of which would repeat it.
     */
    public static final int SHAREABLE_CHARS = 8 * 1024;

    /** Whether {@code permalink} is short enough to share ({@link #SHAREABLE_CHARS}). */
    public static boolean shareable(String permalink) {
        return permalink.length() <= SHAREABLE_CHARS;
    }

    /** Whether {@code permalink} (as {@link #of} makes it) is the compressed one. */
    public static boolean compressed(String permalink) {
        return permalink.startsWith("/?v=" + COMPRESSED_VERSION + "&");
    }

    private Permalink() {}

    public static String of(QueryForm form) {
        return of(ReadForm.of(form));
    }

    /**
     * The permalink of a form already read: written after its {@code /?}, not copied behind it (an answer carries one
     * for its state and each fix).
     */
    public static String of(ReadForm read) {
        return written("/?", read);
    }

    /** The query string of a permalink {@link #of} made, for the routes that take the same state ({@code /embed?...}). */
    public static String query(String permalink) {
        if (!permalink.startsWith("/?")) {
            throw new IllegalArgumentException("not a permalink: " + permalink);
        }
        return permalink.substring(2);
    }

    /**
     * The query string of {@code read}'s form without its sample keys and items, which a snippet's program leaves out;
     * {@code queryString} is the form's own ({@link #queryString}). Their parameters are cut out of a readable one rather
     * than the form copied and written again at every keystroke. A compressed one is written again, and so is a form
     * whose samples alone keep its sort key's type (it has no sort key name).
     */
    public static String withoutSamples(ReadForm read, String queryString) {
        QueryForm form = read.form();
        String cut = without(without(queryString, Field.SAMPLES), Field.ITEMS);
        if (!queryString.startsWith("v=" + VERSION + "&")
                || cut.length() > READABLE_CHARS
                || form.sk().isEmpty() && !form.samples().isEmpty()) {
            return queryString(form.toBuilder().samples("").items("").build());
        }
        return cut;
    }

    /** {@code query} without {@code param}'s one value: a value's {@code &} is encoded, so each one starts a parameter. */
    private static String without(String query, Field param) {
        int start = query.indexOf("&" + param.code() + "=");
        if (start < 0) {
            return query;
        }
        int end = query.indexOf('&', start + 1);
        return end < 0 ? query.substring(0, start) : query.substring(0, start) + query.substring(end);
    }

    /**
     * The query string of the state's permalink: readable up to {@link #READABLE_CHARS}, else compressed when that is
     * shorter (it is, but for a few kilobytes of random text).
     */
    public static String queryString(QueryForm form) {
        return queryString(ReadForm.of(form));
    }

    /** The same, for a form already read. */
    public static String queryString(ReadForm read) {
        return written("", read);
    }

    /** {@code prefix} and the query string {@link #queryString} describes. */
    private static String written(String prefix, ReadForm read) {
        String readable = readable(read, prefix);
        int length = readable.length() - prefix.length();
        if (length <= READABLE_CHARS) {
            return readable;
        }
        String compressed = compressedQuery(readable.substring(prefix.length()));
        return compressed.length() < length ? prefix + compressed : readable;
    }

    /** The compressed form of a readable query string: {@code v=2} and {@code z}, holding its parameters after {@code v=1}. */
    static String compressedQuery(String readable) {
        String parameters = readable.substring(readable.indexOf('&') + 1);
        return "v=" + COMPRESSED_VERSION + "&" + CompressedState.PARAM + "=" + CompressedState.deflate(parameters);
    }

    /** The state's parameters written one by one, whatever their length: what a compressed permalink holds. */
    public static String readableQuery(QueryForm form) {
        return readableQuery(ReadForm.of(form));
    }

    /** The same, for a form already read. */
    public static String readableQuery(ReadForm read) {
        return readable(read, "");
    }

    /** {@code prefix}, then the state's parameters written one by one. */
    private static String readable(ReadForm read, String prefix) {
        QueryForm form = read.form();
        // Grown as it is written: counting every value's encoded length first cost a third of the writing.
        StringBuilder query =
                new StringBuilder(INITIAL_CHARS).append(prefix).append("v=").append(VERSION);
        for (Field param : Field.ALL) {
            if (!kept(param, read)) {
                continue;
            }
            if (param.repeatable()) {
                // Every segment is kept, blank ones too: their position is part of the key.
                for (String segment : Segments.withoutTrailingBlanks(param.values(form))) {
                    encode(query.append('&').append(param.code()).append('='), segment);
                }
            } else {
                String value = param.value(form);
                if (!value.isEmpty() && !value.equals(param.defaultValue())) {
                    encode(query.append('&').append(param.code()).append('='), value);
                }
            }
        }
        return query.toString();
    }

    /** Whether the state uses {@code param}: a link leaves out what the Query would not read. */
    private static boolean kept(Field param, ReadForm read) {
        QueryForm form = read.form();
        boolean hasSortKey = !form.sk().isEmpty();
        return switch (param) {
            case TABLE, INDEX, PK, PK_TYPE, PK_VALUE, SK, ORDER, LIMIT, NAMES, SAMPLES -> true;
            case FILTER, PROJECT, SELECT, CONSISTENT, ITEMS -> true;
            // Samples are parsed in the sort key's type even for a partition-only read.
            case SK_TYPE -> hasSortKey || !form.samples().isEmpty();
            // The delimiter also splits typed values for the warnings, so it stays whenever there is a sort key.
            case OP, DELIM -> hasSortKey;
            // Kept without a sort key attribute too: a value there is an error the link must reproduce. A typed value
            // stays beside segments (which win): nothing a person typed is dropped.
            case VALUE, SEG -> true;
            case TO, TO_SEG -> hasSortKey && read.readsUpperBound();
            // trail matters only to segments, but a value that is not a flag is an error wherever it is.
            case TRAIL ->
                read.trail().problem().isPresent()
                        || hasSortKey
                                && (read.lower().segmentBuilt()
                                        || read.readsUpperBound()
                                                && read.upper().segmentBuilt());
            // A further attribute's name and value stay as typed (a value without its name is an error to reproduce);
            // its type, operator and upper bound only matter once it is named.
            case PK2, PK3, PK4, PK2_VALUE, PK3_VALUE, PK4_VALUE, SK2, SK3, SK4, VALUE2, VALUE3, VALUE4 -> true;
            case PK2_TYPE, PK3_TYPE, PK4_TYPE ->
                !form.furtherPk(param.number()).name().isEmpty();
            case SK2_TYPE, SK3_TYPE, SK4_TYPE, OP2, OP3, OP4 ->
                !form.furtherSk(param.number()).name().isEmpty();
            // The upper bound is read for an operator that takes two values, and checked for an unknown one so that
            // every problem shows.
            case TO2, TO3, TO4 ->
                !form.furtherSk(param.number()).name().isEmpty()
                        && read.furtherSk(param.number()).readsUpperBound();
        };
    }

    /** Percent-encodes all but unreserved characters and the readable {@code /} and {@code :}. */
    public static String encode(String value) {
        int plain = 0;
        while (plain < value.length() && plain(value.charAt(plain))) {
            plain++;
        }
        if (plain == value.length()) {
            return value; // most values need no escape: no copy
        }
        return encode(new StringBuilder(encodedLength(value)), value).toString();
    }

    /** How long {@code value} is once encoded: three characters a byte that is escaped, counted without encoding it. */
    private static int encodedLength(String value) {
        int length = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            length += plain(c) ? 1 : c < 0x80 ? 3 : c < 0x800 ? 6 : 9;
        }
        return length;
    }

    /**
     * {@link #encode(String)} onto {@code out}: runs of plain characters copied whole, others a character at a time, their
     * UTF-8 bytes written without an array.
     */
    private static StringBuilder encode(StringBuilder out, String value) {
        for (int i = 0; i < value.length(); ) {
            int run = i;
            while (run < value.length() && plain(value.charAt(run))) {
                run++;
            }
            if (run > i) {
                out.append(value, i, run);
                i = run;
                continue;
            }
            int cp = value.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                escape(out, cp);
            } else if (cp < 0x800) {
                escape(out, 0xC0 | cp >> 6);
                escape(out, 0x80 | cp & 0x3F);
            } else if (cp < 0x10000) {
                // A lone surrogate is written as '?', as String.getBytes(UTF_8) does.
                if (Character.isSurrogate((char) cp)) {
                    escape(out, '?');
                    continue;
                }
                escape(out, 0xE0 | cp >> 12);
                escape(out, 0x80 | cp >> 6 & 0x3F);
                escape(out, 0x80 | cp & 0x3F);
            } else {
                escape(out, 0xF0 | cp >> 18);
                escape(out, 0x80 | cp >> 12 & 0x3F);
                escape(out, 0x80 | cp >> 6 & 0x3F);
                escape(out, 0x80 | cp & 0x3F);
            }
        }
        return out;
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void escape(StringBuilder out, int b) {
        out.append('%').append(HEX[b >> 4]).append(HEX[b & 0xF]);
    }

    /** A character a permalink carries as it is. */
    private static boolean plain(int c) {
        return (c >= 'A' && c <= 'Z')
                || (c >= 'a' && c <= 'z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '.'
                || c == '_'
                || c == '~'
                || c == '/'
                || c == ':';
    }
}
