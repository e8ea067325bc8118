package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyValue;
import keyslice.domain.read.ReadForm;
import keyslice.testing.WireJson;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A permalink must give back the same answer as the state it was made from: the same problems, or the same
 * request, warnings and slice. It may leave out only what does not change that answer.
 */
class PermalinkTest {

    private static FormBuilder partitionOnly() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91");
    }

    private static FormBuilder withSortKey() {
        return partitionOnly().sk("SK");
    }

    static Stream<Arguments> states() {
        return Stream.of(
                Arguments.of(
                        "N samples without a sort key attribute",
                        partitionOnly().skType("N").samples("10\n9\n100")),
                Arguments.of(
                        "B samples without a sort key attribute",
                        partitionOnly().skType("B").samples("gA==\nfw==\nAQ==")),
                Arguments.of(
                        "an unknown sort key type with samples and no sort key",
                        partitionOnly().skType("BOOL").samples("a\nb")),
                Arguments.of(
                        "N partition key without a sort key",
                        QueryForm.builder().pk("id").pkType("N").pkValue("1e2")),
                Arguments.of(
                        "B partition key with N samples",
                        QueryForm.builder()
                                .pk("id")
                                .pkType("B")
                                .pkValue("AAE=")
                                .skType("N")
                                .samples("2\n10")),
                Arguments.of(
                        "an unknown partition key type",
                        QueryForm.builder().pk("id").pkType("s").pkValue("x")),
                Arguments.of(
                        "a sort key value without a sort key attribute",
                        partitionOnly().value("root/")),
                Arguments.of(
                        "segments without a sort key attribute", partitionOnly().seg("root", "photos")),
                Arguments.of(
                        "an invalid trail flag with a typed value",
                        withSortKey().value("root/").trail("yes")),
                Arguments.of(
                        "an invalid trail flag without a sort key",
                        partitionOnly().trail("maybe")),
                Arguments.of(
                        "trail with segments",
                        withSortKey().seg("root", "photos").delim("/").trail("true")),
                Arguments.of(
                        "an unknown operator with a bad upper bound",
                        withSortKey().skType("N").op("ne").value("1").to("1x")),
                Arguments.of(
                        "between with segments and a typed upper bound",
                        withSortKey().op("between").seg("EVT", "2026-06-23").to("EVT#2026-06-24")),
                Arguments.of(
                        "desc, limit and minimal names with N samples",
                        withSortKey()
                                .skType("N")
                                .op("ge")
                                .value("5")
                                .order("desc")
                                .limit("2")
                                .names("minimal")
                                .samples("1\n5\n7\n9")),
                Arguments.of(
                        "an index read with repeated samples",
                        withSortKey().index("byKind").value("a").samples("a1\na1\nb")),
                Arguments.of(
                        "blank trailing segment rows",
                        withSortKey().seg("root", "photos", "", "").delim("/")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void thePermalinkGivesTheSameAnswer(String name, FormBuilder builder) {
        QueryForm form = builder.build();
        String link = Permalink.queryString(form);
        BuilderState original = BuilderState.from(form, Optional.empty());
        BuilderState shared = BuilderState.from(DecodedQuery.decode(link));
        assertFalse(shared.problems().stream().anyMatch(p -> p.field().equals("query")), link);
        assertEquals(answer(original), answer(shared), link);
    }

    /**
     * A snippet's state is the state written without its samples and items, also when they spell a parameter, when they
     * make the state's link compressed, and when the state without them is just too long to stay readable.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void theSnippetStateIsTheStateWrittenWithoutSamplesAndItems(String name, FormBuilder builder) {
        QueryForm form = builder.build();
        // A partition value that makes the state without samples exactly as long as a readable link may be.
        int oneX =
                Permalink.readableQuery(form.toBuilder().pkValue("x").build()).length();
        String longValue = "x".repeat(Permalink.READABLE_CHARS - oneX + 1);
        List<QueryForm> variants = List.of(
                form,
                form.toBuilder().items("{\"PK\":{\"S\":\"DRIVE#a91\"}}").build(),
                form.toBuilder().samples("a&items=1&v=2\nb").build(),
                form.toBuilder().samples("k".repeat(3000)).build(),
                form.toBuilder().filter("f = :x").items("i".repeat(3000)).build(),
                form.toBuilder().pkValue(longValue).samples("a").build(),
                form.toBuilder().pkValue(longValue + "y").samples("a").build());
        for (QueryForm variant : variants) {
            ReadForm read = ReadForm.of(variant);
            String expected = Permalink.queryString(
                    variant.toBuilder().samples("").items("").build());
            assertEquals(expected, Permalink.withoutSamples(read, Permalink.queryString(read)), variant.toString());
        }
    }

    /** Everything a client sees of the state, except the permalink itself. */
    private static List<Object> answer(BuilderState state) {
        if (!state.isValid()) {
            return List.of(state.problems().stream()
                    .map(p -> List.of(p.field(), p.message()))
                    .toList());
        }
        return List.of(
                WireJson.request(state.valid().built()),
                state.valid().warnings().stream()
                        .map(w -> List.of(w.code(), w.message()))
                        .toList(),
                state.valid()
                        .slice()
                        .map(slice -> List.of(texts(slice.keys()), texts(slice.matches())))
                        .orElse(List.of()));
    }

    @org.junit.jupiter.api.Test
    void theQueryOfAPermalinkIsWhatFollowsItsPath() {
        QueryForm form = QueryForm.builder().pk("PK").pkValue("DRIVE#a91").build();
        assertEquals(Permalink.queryString(form), Permalink.query(Permalink.of(form)));
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> Permalink.query("/embed?v=1"));
    }

    private static List<String> texts(List<KeyValue> keys) {
        return keys.stream().map(KeyValue::wireText).toList();
    }
}
