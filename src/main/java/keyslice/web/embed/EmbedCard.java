package keyslice.web.embed;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keyslice.domain.compile.Compilation;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.ItemSlice;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.summary.QuerySummary;
import keyslice.domain.warnings.Warning;
import keyslice.web.embed.EmbedOptions.Part;
import keyslice.web.http.Json;
import keyslice.web.http.Template;
import keyslice.web.state.BuilderState;

/**
 * The compact read-only card for iframes ({@code pages/embed.jte}): the parts it shows, each already formatted. An
 * invalid state (or invalid card options) has {@code problems} and no parts.
 *
 * @param parts     the parts shown: those asked for ({@code show}) that apply to this state
 * @param summary   the Query in words, {@code partition, reads}: the title, and the summary's two lines
 * @param names     {@code #placeholder} and attribute name, one row each
 * @param values    {@code :placeholder}, type and value, one row each
 * @param afterKey  what the Query adds after its key condition, one row each: the filter and projection expressions,
 *                  and with sample items how many the first page reads and returns
 * @param slice     null without sample keys (or tuples)
 */
public record EmbedCard(
        EmbedOptions options,
        String title,
        String openHref,
        Set<Part> parts,
        String summary,
        String partition,
        String reads,
        String expression,
        List<Placeholder> names,
        List<Placeholder> values,
        List<Row> afterKey,
        String namesJson,
        String valuesJson,
        List<Warning> warnings,
        CardSlice slice,
        List<Problem> problems) {

    public static final Template<EmbedCard> PAGE = new Template<>("pages/embed.jte");
    static final String INVALID_TITLE = "This key condition is not valid";

    /** One row of the names and values: {@code type} is empty for a name. */
    public record Placeholder(String placeholder, String type, String text) {}

    /** One row of {@code afterKey}: its label and its text, an expression ({@code code}) or words. */
    public record Row(String label, String text, boolean code) {}

    public EmbedCard {
        parts = Set.copyOf(parts);
        names = List.copyOf(names);
        values = List.copyOf(values);
        afterKey = List.copyOf(afterKey);
        warnings = List.copyOf(warnings);
        problems = List.copyOf(problems);
    }

    /**
     * The card of {@code state} with {@code options}; {@code openHref} is the absolute permalink (the card is framed
     * on another origin).
     */
    public static EmbedCard of(BuilderState state, EmbedOptions.Parsed options, String openHref, Json json) {
        if (!state.isValid()) {
            return of(state, options, openHref, "", "");
        }
        QueryInput input = state.valid().built().input();
        return of(
                state,
                options,
                openHref,
                json.pretty(input.expressionAttributeNames()),
                json.pretty(input.expressionAttributeValues()));
    }

    /**
     * As {@link #of(BuilderState, EmbedOptions.Parsed, String, Json)}, with the request's names and values already
     * written as JSON: the builder's output has them, and its share dialog makes a card at every pause in typing.
     */
    public static EmbedCard of(
            BuilderState state, EmbedOptions.Parsed options, String openHref, String namesJson, String valuesJson) {
        if (!state.isValid() || !options.problems().isEmpty()) {
            List<Problem> problems = new ArrayList<>(options.problems());
            problems.addAll(state.problems());
            return new EmbedCard(
                    options.options(),
                    INVALID_TITLE,
                    openHref,
                    Set.of(),
                    "",
                    "",
                    "",
                    "",
                    List.of(),
                    List.of(),
                    List.of(),
                    "",
                    "",
                    List.of(),
                    null,
                    problems);
        }
        BuiltQuery built = state.valid().built();
        List<Warning> warnings = state.valid().warnings();
        CardSlice slice = state.valid()
                .slice()
                .map(CardSlice::of)
                .or(() -> state.valid().tupleSlice().map(CardSlice::of))
                .orElse(null);
        List<Row> afterKey = afterKey(state.valid());
        Set<Part> parts = EnumSet.noneOf(Part.class);
        for (Part part : Part.values()) {
            boolean applies = switch (part) {
                case SUMMARY, EXPRESSION, VALUES -> true;
                case WARNINGS -> !warnings.isEmpty();
                case SLICE -> slice != null;
                case FILTER -> !afterKey.isEmpty();
            };
            if (applies && options.options().asks(part)) {
                parts.add(part);
            }
        }
        String summary = QuerySummary.headline(built.query());
        // The request's names and values: the filter's and projection's placeholders join the key condition's.
        QueryInput input = built.input();
        List<Placeholder> names = input.expressionAttributeNames().entrySet().stream()
                .map(e -> new Placeholder(e.getKey(), "", e.getValue()))
                .toList();
        List<Placeholder> values = input.expressionAttributeValues().entrySet().stream()
                .map(EmbedCard::value)
                .toList();
        return new EmbedCard(
                options.options(),
                summary,
                openHref,
                parts,
                summary,
                QuerySummary.partition(built.query()),
                QuerySummary.reads(built.query()),
                built.keyConditionExpression(),
                names,
                values,
                afterKey,
                namesJson,
                valuesJson,
                warnings,
                slice,
                List.of());
    }

    /** The filter and projection expressions, and with sample items what the first page reads and returns of them. */
    private static List<Row> afterKey(Compilation.Valid valid) {
        List<Row> rows = new ArrayList<>();
        valid.built().options().filterExpression().ifPresent(filter -> rows.add(new Row("Filter", filter, true)));
        valid.built()
                .options()
                .projectionExpression()
                .ifPresent(projection -> rows.add(new Row("Projection", projection, true)));
        valid.itemSlice().ifPresent(items -> {
            long read = items.entries().stream().filter(ItemSlice.Entry::read).count();
            rows.add(new Row(
                    "Items",
                    "reads " + read + " of the " + items.entries().size() + " sample items, returns "
                            + items.returned().size(),
                    false));
        });
        return rows;
    }

    private static Placeholder value(Map.Entry<String, ItemValue.Scalar> entry) {
        String text = entry.getValue().accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S value) {
                return value.text();
            }

            public String number(ItemValue.N value) {
                return value.text();
            }

            public String binary(ItemValue.B value) {
                return value.base64();
            }

            public String bool(ItemValue.Bool value) {
                return String.valueOf(value.value());
            }

            public String nul(ItemValue.Null value) {
                return "true";
            }
        });
        return new Placeholder(entry.getKey(), entry.getValue().type().name(), text);
    }

    public boolean valid() {
        return problems.isEmpty();
    }

    public boolean shows(Part part) {
        return parts.contains(part);
    }

    public EmbedOptions.Theme theme() {
        return options.theme();
    }

    /** The height of this card in CSS pixels ({@link CardLayout}). */
    public int height() {
        return CardLayout.height(this);
    }

    /** The same card showing only {@code shown}; its options say so, so that the card's URL shows the same. */
    EmbedCard showing(Set<Part> shown) {
        return new EmbedCard(
                options.showing(shown),
                title,
                openHref,
                shown,
                summary,
                partition,
                reads,
                expression,
                names,
                values,
                afterKey,
                namesJson,
                valuesJson,
                warnings,
                slice,
                problems);
    }
}
