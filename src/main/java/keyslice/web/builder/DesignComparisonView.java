package keyslice.web.builder;

import java.util.ArrayList;
import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.web.http.Json;
import keyslice.web.http.RequestLimits;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;

/**
 * The design comparison as the page shows it: for a multi-attribute Query, "Compare with a composite sort key"; for a
 * sort key value built from segments, "Express as a multi-attribute key". Each links to the other design's state. A
 * whole page carries the comparison; an htmx answer carries the closed section's title only, and the body loads from
 * {@code GET /design} ({@link DesignController}) when the person opens it: working it out is a good part of a live
 * update's cost, for a section nobody sees closed.
 */
final class DesignComparisonView {

    static final String COMPOSITE_TITLE = "Compare with a composite sort key";
    static final String MULTI_ATTRIBUTE_TITLE = "Express as a multi-attribute key";
    /** Where the body of the section loads from, followed by the state's query string. */
    static final String LOAD_PATH = "/design";

    private DesignComparisonView() {}

    /** The section with its body, or null when {@code valid} deserves no comparison. */
    static Output.DesignView of(QueryForm form, Compilation.Valid valid, Json json) {
        Output.DesignBody body = body(form, valid, json);
        return body == null ? null : new Output.DesignView(title(valid), body, null);
    }

    /**
     * The section without its body, which loads from {@link #LOAD_PATH} and the state's permalink; with it when that
     * link is longer than a request may be. Null when {@code state} deserves no comparison.
     */
    static Output.DesignView closed(BuilderState state, Json json) {
        Compilation.Valid valid = state.valid();
        if (!DesignComparison.exists(state.form(), valid)) {
            return null;
        }
        String query = Permalink.query(state.permalink());
        return query.length() > RequestLimits.MAX_QUERY_STRING
                ? of(state.form(), valid, json)
                : new Output.DesignView(title(valid), null, LOAD_PATH + "?" + query);
    }

    /** What the section shows, or null when {@code valid} deserves no comparison. */
    static Output.DesignBody body(QueryForm form, Compilation.Valid valid, Json json) {
        return DesignComparison.of(form, valid)
                .map(design -> {
                    if (design instanceof DesignComparison.Composite composite) {
                        return composite(composite, json);
                    }
                    if (design instanceof DesignComparison.MultiAttribute offer) {
                        return offer(valid.read().delim(), offer, json);
                    }
                    return new Output.DesignBody(
                            null,
                            List.of(),
                            null,
                            null,
                            null,
                            null,
                            List.of(),
                            null,
                            null,
                            ((DesignComparison.NotExpressible) design).why());
                })
                .orElse(null);
    }

    /** Which way the comparison goes: a multi-attribute Query is compared with a composite string, and the reverse. */
    private static String title(Compilation.Valid valid) {
        return valid.built().query().multiAttribute() ? COMPOSITE_TITLE : MULTI_ATTRIBUTE_TITLE;
    }

    private static Output.DesignBody composite(DesignComparison.Composite composite, Json json) {
        BuiltQuery built = composite.built();
        List<String> keys = new ArrayList<>();
        KeyAttribute pk = built.query().partitionKey();
        keys.add("Partition key " + pk.name() + " (" + pk.type() + ")"
                + (composite.partition().size() > 1
                        ? ": " + names(composite.partition()) + " joined by \"" + composite.delimiter() + "\""
                        : ", as it is"));
        built.query()
                .sortCondition()
                .ifPresent(c -> keys.add(
                        "Sort key " + c.sortKey().name() + " (" + c.sortKey().type() + ")"
                                + (composite.sort().size() > 1
                                        ? ": " + names(composite.sort()) + ", each followed by \""
                                                + composite.delimiter() + "\"" + padding(composite.sort())
                                        : ", as it is")));
        String intro =
                "The same Query on an index whose key is one string a side, which writers build from the attributes:";
        return new Output.DesignBody(
                intro,
                keys,
                built.keyConditionExpression(),
                json.pretty(built.expressionAttributeValues()),
                composite.agreement().orElse(null),
                "Pitfalls of the composite string",
                composite.pitfalls(),
                link(composite.form()),
                "Open the composite design in the builder",
                null);
    }

    private static Output.DesignBody offer(String delimiter, DesignComparison.MultiAttribute offer, Json json) {
        BuiltQuery built = offer.built();
        List<String> keys = new ArrayList<>();
        keys.add("Partition key " + built.query().partitionKey().name() + " ("
                + built.query().partitionKey().type() + "), as it is");
        offer.sort().forEach(attribute -> keys.add("Sort key " + attribute.name() + " (" + attribute.type() + ")"));
        String intro = "The sort key value is built from " + offer.sort().size() + " segments joined by \"" + delimiter
                + "\". On a global secondary index with a multi-attribute key, each segment is an attribute of its own:";
        return new Output.DesignBody(
                intro,
                keys,
                built.keyConditionExpression(),
                json.pretty(built.expressionAttributeValues()),
                null,
                "Notes",
                offer.notes(),
                link(offer.form()),
                "Open as a multi-attribute key in the builder",
                null);
    }

    /** The state's permalink, or null when it is longer than a request may be. */
    private static String link(QueryForm form) {
        String href = Permalink.of(form);
        return href.length() > RequestLimits.MAX_QUERY_STRING ? null : href;
    }

    private static String names(List<DesignComparison.Part> parts) {
        return String.join(", ", parts.stream().map(p -> p.attribute().name()).toList());
    }

    private static String padding(List<DesignComparison.Part> parts) {
        List<String> padded = parts.stream()
                .filter(p -> p.padWidth() > 0)
                .map(p -> p.attribute().name() + " zero-padded to " + p.padWidth() + " digits")
                .toList();
        return padded.isEmpty() ? "" : "; " + String.join(", ", padded);
    }
}
