package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.explain.Explainer;
import keyslice.explain.Explanation;
import keyslice.explain.Unreadable;

/**
 * One access pattern against its design: a Query pattern's implementation read as the builder reads a pasted command,
 * compiled, and run over the design's items as its table or index holds them.
 */
public final class PatternReading {

    /** The field a pattern's problems name: the call it is written as. */
    public static final String IMPLEMENTATION = "implementation";

    /** How the problem of a key condition without one of its key's partition attributes starts. */
    static final String MISSING_PARTITION = "The key condition has no term on partition key attribute ";

    private PatternReading() {}

    public static PatternRead read(DataModel model, AccessPattern pattern) {
        return read(model, pattern, QueryCompiler::compile);
    }

    /**
     * The same, with the pattern's form compiled by {@code compiler}: a caller that needs more of the compiled state (the
     * web's permalink and API answer) compiles each form once, for both.
     */
    public static PatternRead read(DataModel model, AccessPattern pattern, Function<QueryForm, Compilation> compiler) {
        if (!isQuery(pattern)) {
            return PatternRead.unevaluated(pattern, Optional.empty(), List.of());
        }
        Explanation explanation;
        try {
            explanation = Explainer.explain(pattern.implementation());
        } catch (Unreadable e) {
            return PatternRead.unevaluated(
                    pattern, Optional.empty(), List.of(new Problem(IMPLEMENTATION, e.getMessage())));
        }
        if (!explanation.operation().equals("Query")) {
            // The design calls it a Query, and its call is another operation: say so rather than read nothing.
            return PatternRead.unevaluated(
                    pattern,
                    Optional.empty(),
                    List.of(new Problem(
                            IMPLEMENTATION,
                            "the pattern is a Query, and its implementation is " + explanation.operation())));
        }
        if (explanation.form().isEmpty() || !explanation.problems().isEmpty()) {
            return PatternRead.unevaluated(pattern, explanation.form(), explanation.problems());
        }
        QueryForm form = explanation.form().get();
        ModelTable table = model.table(pattern.table().orElse(form.table())).orElse(null);
        if (table == null) {
            return PatternRead.unevaluated(
                    pattern,
                    explanation.form(),
                    List.of(new Problem(
                            IMPLEMENTATION, "Requested resource not found: Table: " + form.table() + " not found")));
        }
        String indexName = form.index().isEmpty() ? pattern.index().orElse("") : form.index();
        Optional<ModelIndex> index = indexName.isEmpty() ? Optional.empty() : table.index(indexName);
        if (!indexName.isEmpty() && index.isEmpty()) {
            return PatternRead.unevaluated(
                    pattern,
                    explanation.form(),
                    List.of(new Problem(IMPLEMENTATION, "The table does not have the specified index: " + indexName)));
        }
        // The explainer guessed the key's attributes without the schema; the design has it.
        KeySchemaForm.Fitted fitted =
                KeySchemaForm.fit(form, index.map(ModelIndex::key).orElse(table.key()));
        form = fitted.form();
        List<String> mistyped =
                KeySchemaForm.mistyped(form, index.map(ModelIndex::key).orElse(table.key()));
        if (!mistyped.isEmpty()) {
            return PatternRead.unevaluated(
                    pattern,
                    Optional.of(form),
                    List.of(new Problem(
                            IMPLEMENTATION,
                            Problem.sentence("The key condition compares " + String.join(" and ", mistyped)
                                    + " with a value whose type is not the one "
                                    + (indexName.isEmpty() ? "table " + table.name() : "index " + indexName)
                                    + " keys it by"),
                            "One or more parameter values were invalid: Condition parameter type does not match"
                                    + " schema type")));
        }
        if (!fitted.missingPartition().isEmpty()) {
            return PatternRead.unevaluated(
                    pattern,
                    Optional.of(form),
                    List.of(new Problem(
                            IMPLEMENTATION,
                            MISSING_PARTITION + String.join(", ", fitted.missingPartition()) + " of "
                                    + (indexName.isEmpty() ? "table " + table.name() : "index " + indexName)
                                    + ": a Query needs every partition key attribute, each with =")));
        }
        Compilation compilation = compiler.apply(form);
        if (!(compilation instanceof Compilation.Valid valid)) {
            return new PatternRead(
                    pattern,
                    Optional.of(form),
                    Optional.of(compilation),
                    List.of(),
                    List.of(),
                    Optional.empty(),
                    ((Compilation.Invalid) compilation).problems());
        }
        List<Map<String, ItemValue>> view = IndexView.items(table, index);
        List<ItemLines.Item> items = new ArrayList<>();
        for (int i = 0; i < view.size(); i++) {
            items.add(new ItemLines.Item(i + 1, view.get(i)));
        }
        ItemSlice slice = ItemSlice.evaluate(
                valid.built().query(),
                valid.built().options().filter(),
                valid.built().options().consistentRead(),
                items);
        return new PatternRead(
                pattern,
                Optional.of(form),
                Optional.of(compilation),
                slice.entries().stream()
                        .filter(ItemSlice.Entry::read)
                        .map(entry -> view.get(entry.line() - 1))
                        .toList(),
                slice.returned().stream()
                        .map(entry -> view.get(entry.line() - 1))
                        .toList(),
                slice.pages().stream().findFirst(),
                List.of());
    }

    /** A pattern the design calls a Query, or one whose call is written without saying. */
    static boolean isQuery(AccessPattern pattern) {
        return pattern.operation()
                .map(operation -> operation == AccessPattern.Operation.Query)
                .orElse(!pattern.implementation().isBlank());
    }
}
