package keyslice.web.builder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.compile.Fixes;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.key.Timestamps;

/**
 * The segment editor's buttons. Each is a plain submit button ({@code edit=seg-up:2}) so that it works
 * without JavaScript; htmx sends the same request. An edit turns one form state into the next.
 *
 * <p>Edits: {@code seg-add}, {@code seg-remove:N}, {@code seg-up:N}, {@code seg-down:N}, {@code seg-pad:N}
 * (to {@code padWidth}, default 4), {@code seg-iso:N} (with {@code isoDigits} fraction digits, default 0),
 * the same with {@code toSeg-}, {@code copy-lower}, {@code split-value}/{@code split-to}, {@code fix:NAME} (the fix of
 * the warning with that code or of the problem on that field), {@code fix-all} (every warning's fix, one after another), {@code use-table} (key names and types from the table, through {@link KeyLookup}) and
 * {@code filter-add} (the filter's row builder appends its clause, {@link FilterClause}).
 */
public final class FormEdit {

    public static final int DEFAULT_PAD_WIDTH = 4;
    /** The one edit that calls the engine (DescribeTable, through {@link KeyLookup}). */
    public static final String USE_TABLE = "use-table";

    private static final Pattern EDIT = Pattern.compile(
            "(seg|toSeg)-(add|remove|up|down|pad|iso)(?::(\\d{1,3}))?|copy-lower|split-(value|to)|fix-all|fix:([A-Za-z0-9-]{1,40})|use-table|"
                    + FilterClause.EDIT);

    private FormEdit() {}

    /**
     * The edited form, plus a problem when the edit could not be applied (the form then stays as it was), and
     * where each segment row came from, so that the page can keep what was typed into a row that moved.
     */
    public record Result(QueryForm form, Optional<Problem> problem, RowOrigins origins) {
        public static Result ok(QueryForm form) {
            return new Result(form, Optional.empty(), RowOrigins.SAME);
        }

        public static Result refused(QueryForm form, String field, String message) {
            return new Result(form, Optional.of(new Problem(field, message)), RowOrigins.SAME);
        }
    }

    /** Whether {@code edit} is one of the segment builder's buttons (every edit but the fixes, use-table and filter-add). */
    public static boolean buildsSegments(String edit) {
        return EDIT.matcher(edit).matches()
                && !edit.equals("fix-all")
                && !edit.startsWith("fix:")
                && !edit.equals(USE_TABLE)
                && !edit.equals(FilterClause.EDIT);
    }

    public static Result apply(
            QueryForm form, String edit, Map<String, List<String>> params, KeyLookup schemas, Memo memo) {
        Matcher m = EDIT.matcher(edit);
        if (!m.matches()) {
            return Result.refused(form, "edit", "unknown edit \"" + edit + "\"");
        }
        if (edit.equals(USE_TABLE)) {
            return schemas.fill(form);
        }
        if (edit.equals(FilterClause.EDIT)) {
            return FilterClause.append(form, params);
        }
        if (edit.equals("fix-all")) {
            return Result.ok(Fixes.fixAll(form, memo));
        }
        if (m.group(5) != null) {
            return Fixes.named(form, m.group(5), memo)
                    .map(fix -> Result.ok(fix.form()))
                    .orElseGet(() -> Result.refused(
                            form,
                            "edit",
                            "there is nothing to fix under \"" + m.group(5)
                                    + "\" in this state: it was fixed already, or the form changed"));
        }
        if (edit.equals("copy-lower")) {
            return Result.ok(form.toBuilder().to(form.value()).toSeg(form.seg()).build());
        }
        if (m.group(4) != null) {
            return split(form, m.group(4));
        }
        String field = m.group(1);
        String action = m.group(2);
        List<String> rows = new ArrayList<>(field.equals("seg") ? form.seg() : form.toSeg());
        if (action.equals("add")) {
            rows.add("");
            return Result.ok(withRows(form, field, rows));
        }
        List<Integer> origins = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            origins.add(i);
        }
        if (m.group(3) == null) {
            return Result.refused(form, field, "the edit \"" + edit + "\" needs a row number");
        }
        int row = Integer.parseInt(m.group(3)) - 1;
        if (row < 0 || row >= rows.size()) {
            return Result.refused(form, field, "there is no segment " + (row + 1));
        }
        switch (action) {
            case "remove" -> {
                rows.remove(row);
                origins.remove(row);
            }
            case "up" -> {
                if (row > 0) {
                    rows.add(row - 1, rows.remove(row));
                    origins.add(row - 1, origins.remove(row));
                }
            }
            case "down" -> {
                if (row + 1 < rows.size()) {
                    rows.add(row + 1, rows.remove(row));
                    origins.add(row + 1, origins.remove(row));
                }
            }
            case "pad" -> {
                int width = intParam(params, "padWidth", DEFAULT_PAD_WIDTH);
                try {
                    rows.set(row, Segments.zeroPad(rows.get(row), width));
                } catch (IllegalArgumentException e) {
                    return Result.refused(form, field, "segment " + (row + 1) + ": " + e.getMessage());
                }
            }
            case "iso" -> {
                int digits = intParam(params, "isoDigits", 0);
                try {
                    rows.set(row, Timestamps.normalize(rows.get(row), digits));
                } catch (Timestamps.NotATimestamp e) {
                    return Result.refused(form, field, "segment " + (row + 1) + ": " + e.getMessage());
                }
            }
            default -> throw new IllegalStateException(action);
        }
        return new Result(withRows(form, field, rows), Optional.empty(), RowOrigins.of(field, origins));
    }

    /**
     * Turns a typed value into segment rows at the delimiter, so it can be edited piece by piece. With no delimiter
     * given and no segments in the other bound, that is the delimiter the value is written with ({@code /} in
     * {@code root/photos/}), which the form then names, so that the rows join back into the same value.
     */
    private static Result split(QueryForm form, String which) {
        String text = which.equals("value") ? form.value() : form.to();
        List<String> otherRows = which.equals("value") ? form.toSeg() : form.seg();
        boolean guess = form.delim().isEmpty()
                && Segments.withoutTrailingBlanks(otherRows).isEmpty();
        String delim = guess ? Segments.delimiterIn(text).orElse(QueryForm.DEFAULT_DELIM) : form.effectiveDelim();
        List<String> parts = new ArrayList<>(List.of(text.split(Pattern.quote(delim), -1)));
        FormBuilder builder = form.toBuilder();
        if (guess && !delim.equals(QueryForm.DEFAULT_DELIM)) {
            builder.delim(delim);
        }
        if (parts.size() > 1 && parts.get(parts.size() - 1).isEmpty()) {
            parts.remove(parts.size() - 1);
            builder.trail("true");
        }
        return Result.ok(
                which.equals("value")
                        ? builder.seg(parts).value("").build()
                        : builder.toSeg(parts).to("").build());
    }

    private static QueryForm withRows(QueryForm form, String field, List<String> rows) {
        return field.equals("seg")
                ? form.toBuilder().seg(rows).build()
                : form.toBuilder().toSeg(rows).build();
    }

    private static int intParam(Map<String, List<String>> params, String name, int fallback) {
        List<String> values = params.get(name);
        if (values == null || values.isEmpty() || !values.get(0).matches("\\d{1,2}")) {
            return fallback;
        }
        return Integer.parseInt(values.get(0));
    }
}
