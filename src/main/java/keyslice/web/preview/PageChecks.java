package keyslice.web.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryOptions;
import keyslice.domain.key.KeyQuery;
import keyslice.preview.Deadline;
import keyslice.preview.DynamoPreview;
import keyslice.preview.Prediction;
import keyslice.preview.PreviewException;
import keyslice.preview.QueryResult;
import keyslice.preview.ReadCheck;
import keyslice.preview.TableInfo;

/**
 * What the panel and {@code /api/v1/preview} say of one page beyond its items: its counts in a sentence, and its
 * checks against keyslice's prediction, for which a Query with a filter, projection or Select COUNT is read again
 * without them ({@link DynamoPreview#queryAsRead}: a second Query call).
 */
final class PageChecks {

    private PageChecks() {}

    /** The page's {@link ReadCheck}; a failure of the second read is said in it, never the Run's failure. */
    static ReadCheck check(
            DynamoPreview preview,
            BuiltQuery built,
            QueryResult page,
            Optional<String> startKey,
            List<String> itemNames,
            Deadline deadline) {
        if (!ReadCheck.needsRead(built)) {
            return ReadCheck.of(built, page, Optional.empty(), itemNames);
        }
        try {
            return ReadCheck.of(built, page, Optional.of(preview.queryAsRead(built, startKey, deadline)), itemNames);
        } catch (PreviewException e) {
            return ReadCheck.notCompared(
                    "keyslice could not read the page again without " + ReadCheck.afterRead(built.options())
                            + " to see every item it reads, so nothing is compared: " + e.getMessage());
        }
    }

    /**
     * The attributes that name an item in the checks' explanations: the sort attributes the page is read by, else the
     * partition attributes.
     */
    static List<String> itemNames(KeyQuery query, List<String> sortAttributes) {
        List<String> names = new ArrayList<>(sortAttributes);
        if (names.isEmpty()) {
            query.partitionConditions()
                    .forEach(condition -> names.add(condition.partitionKey().name()));
        }
        return names;
    }

    /**
     * The order check ({@link Prediction}) of the items returned; of the items read when a projection or Select COUNT
     * leaves the returned ones without their keys.
     */
    static Prediction order(BuiltQuery built, TableInfo table, QueryResult page, ReadCheck check) {
        QueryOptions options = built.options();
        if (!options.count() && options.projectionExpression().isEmpty()) {
            return Prediction.check(built, table, page.items());
        }
        String without = ReadCheck.afterRead(options);
        return check.itemsRead()
                .map(items -> {
                    Prediction read = Prediction.check(built, table, items);
                    String explanation = read.explanation();
                    return new Prediction(
                            read.agrees(),
                            "On the page read again without " + without + ": "
                                    + Character.toLowerCase(explanation.charAt(0)) + explanation.substring(1),
                            read.checked());
                })
                .orElse(new Prediction(
                        true,
                        "keyslice cannot check the order: the page could not be read again without " + without
                                + ", and the items returned need not hold their keys.",
                        0));
    }

    /** "Returned 3 of 10 items read (7 dropped by the filter) · 1.5 read capacity units". */
    static String counts(QueryResult page, QueryOptions options) {
        StringBuilder sentence = new StringBuilder(options.count() ? "Counted " : "Returned ")
                .append(page.count())
                .append(" of ")
                .append(page.scannedCount())
                .append(page.scannedCount() == 1 ? " item read" : " items read");
        if (options.filter().isPresent()) {
            sentence.append(" (").append(page.scannedCount() - page.count()).append(" dropped by the filter)");
        }
        sentence.append(" · ")
                .append(
                        page.consumedCapacity() == null
                                ? "the engine reported no consumed capacity"
                                : ReadCheck.units(page.consumedCapacity()));
        return sentence.toString();
    }
}
