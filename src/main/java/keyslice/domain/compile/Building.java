package keyslice.domain.compile;

import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.expression.QueryOptions;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;

/** The build stage: a validated form's key condition with its placeholders, and the filter and projection beside it. */
final class Building {

    private Building() {}

    /**
     * Whether building {@code validated} may reject it. Only its filter and projection can: the key condition's
     * placeholders are a few fixed short words ({@link ExpressionBuilder}), far within DynamoDB's length, so a form with
     * neither is built as soon as it is valid. A proof of a fix stops at the validation then.
     */
    static boolean mayReject(Validated validated) {
        QueryForm form = validated.read().form();
        return !form.filter().isBlank() || !form.project().isBlank();
    }

    /** {@code validated}: without problems; its filter and projection are compiled once a request ({@code memo}). */
    static Built build(Validated validated, Memo memo) {
        KeyQuery query =
                validated.query().orElseThrow(() -> new IllegalArgumentException("a form with problems is not built"));
        BuiltQuery keyCondition = ExpressionBuilder.build(query);
        FilterCompiler.Outcome options = FormReads.options(
                validated.read().form(),
                keyCondition.expressionAttributeNames(),
                keyCondition.expressionAttributeValues(),
                memo);
        if (options instanceof FilterCompiler.Rejected rejected) {
            return new Built.Rejected(validated, rejected.problems());
        }
        FilterCompiler.Compiled compiled = (FilterCompiler.Compiled) options;
        return new Built.Ready(
                validated,
                keyCondition.with(new QueryOptions(
                        compiled.filter(),
                        compiled.filterExpression(),
                        compiled.projectionExpression(),
                        validated.count(),
                        validated.options(),
                        compiled.names(),
                        compiled.values())));
    }
}
