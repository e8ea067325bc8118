package keyslice.domain.design;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison.MultiAttribute;
import keyslice.domain.design.DesignComparison.NotExpressible;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.form.SampleLines;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;

/** The multi-attribute design of a sort key value built from segments. */
final class SegmentDesign {

    /**
     * The most sample keys the offer carries, as tuples: each page that shows the comparison builds the offered state's
     * link from them, so a thousand keys would make the page carry the samples twice over.
     */
    static final int MAX_SAMPLES = 100;

    private SegmentDesign() {}

    /**
     * Whether {@link #of} answers: a sort condition on a value of two or more segments, of an S key unless there are
     * too many segments to say anything else. Every later step of {@code of} answers something.
     */
    static boolean applies(ReadForm read, KeyQuery query) {
        int segments = read.lower().segments().size();
        return segments >= 2
                && query.sortCondition()
                        .filter(c -> segments > QueryForm.MAX_KEY_ATTRIBUTES
                                || c.sortKey().type() == KeyType.S)
                        .isPresent();
    }

    /** {@code form}: as typed, with its samples; {@code read}: its segments, delimiter and trail. */
    static Optional<DesignComparison> of(QueryForm form, ReadForm read, KeyQuery query) {
        if (!applies(read, query)) {
            return Optional.empty();
        }
        List<String> lower = read.lower().segments();
        SortKeyCondition condition = query.sortCondition().get();
        String sk = condition.sortKey().name();
        if (lower.size() > QueryForm.MAX_KEY_ATTRIBUTES) {
            return Optional.of(
                    new NotExpressible("The value has " + lower.size() + " segments, and a multi-attribute key "
                            + "has at most " + QueryForm.MAX_KEY_ATTRIBUTES + " sort attributes."));
        }
        SortOperator op = condition.condition().operator();
        boolean trail = read.trails();
        List<String> upper = read.upper().segments();
        int n = lower.size();
        // Each segment's operator: equal on all but the last; the last keeps the Query's meaning on its own.
        SortOperator lastOp;
        String lastTo = "";
        switch (op) {
            case EQ -> lastOp = SortOperator.EQ;
            case BEGINS_WITH -> lastOp = trail ? SortOperator.EQ : SortOperator.BEGINS_WITH;
            case BETWEEN -> {
                if (upper.size() != n || !upper.subList(0, n - 1).equals(lower.subList(0, n - 1))) {
                    return Optional.of(
                            new NotExpressible("The bounds are not the same segments but the last, so the range "
                                    + "spans several values of an earlier segment; a multi-attribute key ranges over its last named "
                                    + "attribute only, with an equality on each before it."));
                }
                lastOp = SortOperator.BETWEEN;
                lastTo = upper.get(n - 1);
            }
            default -> {
                return Optional.of(
                        new NotExpressible(
                                sk + " " + op.symbol() + " \"" + String.join(read.delim(), lower)
                                        + "\" also reads the keys after the first segments' values (another \""
                                        + lower.get(0) + "\"), "
                                        + "while a multi-attribute key can put a range on its last named attribute only, after equalities."));
            }
        }
        List<KeyType> types = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean whole = digits(lower.get(i)) && (i < n - 1 || lastOp != SortOperator.BETWEEN || digits(lastTo));
            // begins_with reads text: a digit segment it reads stays a string.
            types.add(whole && !(i == n - 1 && lastOp == SortOperator.BEGINS_WITH) ? KeyType.N : KeyType.S);
        }
        List<KeyAttribute> attributes = new ArrayList<>();
        FormBuilder out = form.toBuilder()
                .seg(List.of())
                .toSeg(List.of())
                .trail("")
                .delim("")
                .value("")
                .to("")
                .index(form.index().isEmpty() ? DesignComparison.OFFERED_INDEX : form.index())
                .samples("");
        for (int i = 0; i < n; i++) {
            String name = JoinedName.of(
                            List.of(sk, Integer.toString(i + 1)),
                            Optional.of(query.partitionKey().name()))
                    .name();
            attributes.add(new KeyAttribute(name, types.get(i)));
            String value = types.get(i) == KeyType.N ? new BigDecimal(lower.get(i)).toPlainString() : lower.get(i);
            String op1 = (i == n - 1 ? lastOp : SortOperator.EQ).code();
            if (i == 0) {
                out.sk(name).skType(types.get(i).name()).op(op1).value(value);
            } else {
                out.sk(i + 1, name)
                        .skType(i + 1, types.get(i).name())
                        .op(i + 1, op1)
                        .value(i + 1, value);
            }
        }
        if (lastOp == SortOperator.BETWEEN) {
            String to = types.get(n - 1) == KeyType.N ? new BigDecimal(lastTo).toPlainString() : lastTo;
            out.to(n, to);
        }
        List<String> notes = new ArrayList<>();
        notes.add("The names " + attributes.stream().map(KeyAttribute::name).collect(Collectors.joining(", "))
                + " stand for the segments' attributes: rename them to what each segment means.");
        if (form.index().isEmpty()) {
            notes.add("A multi-attribute key exists only on a global secondary index: the link names it "
                    + DesignComparison.OFFERED_INDEX + "; use your index's name.");
        }
        if (attributes.stream().anyMatch(a -> a.type() == KeyType.N)) {
            notes.add("Digit-only segments become N attributes, which sort as numbers without zero padding.");
        }
        if (lastOp == SortOperator.BETWEEN) {
            notes.add(
                    "BETWEEN on " + attributes.get(n - 1).name() + " also reads the keys that continue after its upper "
                            + "bound (\"" + String.join(read.delim(), upper) + read.delim() + "…\"), which the "
                            + "composite string's upper bound leaves out.");
        }
        if (trail && op == SortOperator.BEGINS_WITH) {
            notes.add("The trailing \"" + read.delim() + "\" read everything below the last segment; with "
                    + "attributes, an equality on each reads the same items.");
        }
        sampleTuples(form, read.delim(), types, notes).ifPresent(out::samples);
        QueryForm offered = out.build();
        // Its warnings are the offered state's own, shown when it is opened.
        Compilation compiled = QueryCompiler.checked(offered, new Memo());
        if (compiled instanceof Compilation.Invalid invalid) {
            return Optional.of(new NotExpressible("As a multi-attribute key, the Query would not compile: "
                    + invalid.problems().get(0).message()));
        }
        return Optional.of(new MultiAttribute(offered, ((Compilation.Valid) compiled).built(), attributes, notes));
    }

    /**
     * The sample keys as tuples, each split at the delimiter (a key with fewer segments is an item the index leaves
     * out); empty, with a note, when a key has more segments than attributes or a number segment holds other text.
     */
    private static Optional<String> sampleTuples(
            QueryForm form, String delimiter, List<KeyType> types, List<String> notes) {
        if (form.samples().isEmpty()) {
            return Optional.empty();
        }
        List<SampleLines.Line> sampleLines = SampleLines.of(form.samples());
        if (sampleLines.size() > MAX_SAMPLES) {
            notes.add("The " + sampleLines.size() + " sample keys are left out: the offer carries at most "
                    + MAX_SAMPLES + ", so that its link stays short.");
            return Optional.empty();
        }
        List<String> lines = new ArrayList<>();
        for (SampleLines.Line line : sampleLines) {
            List<String> parts = Segments.split(line.key(), delimiter);
            if (parts.size() > 1 && parts.get(parts.size() - 1).isEmpty()) {
                parts.remove(parts.size() - 1);
            }
            if (parts.size() > types.size() || parts.stream().anyMatch(String::isEmpty)) {
                notes.add("The sample keys are left out: \"" + line.key() + "\" does not split into at most "
                        + types.size() + " non-empty segments.");
                return Optional.empty();
            }
            List<String> elements = new ArrayList<>();
            for (int i = 0; i < parts.size(); i++) {
                if (types.get(i) == KeyType.N) {
                    if (!digits(parts.get(i))) {
                        notes.add("The sample keys are left out: \"" + parts.get(i) + "\" in \"" + line.key()
                                + "\" is not a number.");
                        return Optional.empty();
                    }
                    elements.add(new BigDecimal(parts.get(i)).toPlainString());
                } else {
                    elements.add(jsonString(parts.get(i)));
                }
            }
            lines.add("[" + String.join(", ", elements) + "]");
        }
        return Optional.of(String.join("\n", lines));
    }

    /** One or more ASCII digits, checked without a matcher: it runs for every segment of every sample key. */
    private static boolean digits(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** A JSON string literal, as the samples field reads one. */
    private static String jsonString(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(c -> {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", c));
                    } else {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.append('"').toString();
    }
}
