package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.sample.Slice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SliceTest {

    private static final List<SortOperator> COMPARISONS =
            List.of(SortOperator.EQ, SortOperator.LT, SortOperator.LE, SortOperator.GT, SortOperator.GE);

    static final List<String> DRIVE = List.of(
            "root/photos.zip",
            "root/",
            "root/photos/2026/sunset.jpg",
            "root/docs/",
            "root/photos-old/x.jpg",
            "root/docs/cv.pdf",
            "root/photos/",
            "root/photos/2026/beach.jpg",
            "root/photos/2026/");

    private static Slice slice(QueryForm form) {
        Compilation.Valid valid = (Compilation.Valid) QueryCompiler.compile(form);
        return valid.slice().orElseThrow();
    }

    private static List<String> texts(List<KeyValue> keys) {
        return keys.stream().map(KeyValue::wireText).toList();
    }

    @Test
    void fileTreePrefixReadsExactlyTheFolder() {
        Slice slice = slice(QueryForm.builder()
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .seg("root", "photos")
                .delim("/")
                .trail("true")
                .samples(DRIVE)
                .build());
        assertEquals(
                List.of(
                        "root/",
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip",
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                texts(slice.keys()));
        assertEquals(
                List.of(
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                texts(slice.matches()));
        assertEquals(Slice.Place.BEFORE, slice.placeOf(4));
        assertEquals(Slice.Place.MATCH, slice.placeOf(5));
    }

    @Test
    void descendingReversesTheReadAndLimitCutsThePage() {
        Slice slice = slice(QueryForm.builder()
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .value("root/photos")
                .order("desc")
                .limit("3")
                .samples(DRIVE)
                .build());
        assertEquals("root/photos/2026/sunset.jpg", slice.keys().get(0).wireText());
        assertEquals(
                List.of("root/photos/2026/sunset.jpg", "root/photos/2026/beach.jpg", "root/photos/2026/"),
                texts(slice.matches()));
        assertEquals(6, slice.matchCount(), "the open prefix also reads photos-old and photos.zip");
        assertTrue(slice.cutByLimit());
        assertEquals(Slice.Place.BEYOND_LIMIT, slice.placeOf(3));
    }

    @Test
    void numbersSortNumericallyAndDuplicatesCollapse() {
        Slice slice = slice(QueryForm.builder()
                .pk("PK")
                .pkValue("x")
                .sk("n")
                .skType("N")
                .op("between")
                .value("-1")
                .to("10")
                .samples("10\n9\n1e1\n-2\n0.5\n\n100")
                .build());
        assertEquals(List.of("-2", "0.5", "9", "10", "100"), texts(slice.keys()));
        assertEquals(List.of("0.5", "9", "10"), texts(slice.matches()));
    }

    private static FormBuilder tableRead() {
        return QueryForm.builder()
                .table("Things")
                .pk("PK")
                .pkValue("x")
                .sk("SK")
                .samples("b\na\nb\nc\nb");
    }

    private static FormBuilder indexRead() {
        return tableRead().index("byKind");
    }

    static Stream<Arguments> repeatedSortKeys() {
        return Stream.of(
                Arguments.of(
                        "a table's sort keys are unique: repeats are one key",
                        tableRead().op("begins_with").value("b"),
                        List.of("a", "b", "c"),
                        List.of("b")),
                Arguments.of(
                        "an index keeps every repeat",
                        indexRead().op("begins_with").value("b"),
                        List.of("a", "b", "b", "b", "c"),
                        List.of("b", "b", "b")),
                Arguments.of(
                        "an index read newest first, Limit counts each repeat",
                        indexRead().op("ge").value("b").order("desc").limit("3"),
                        List.of("c", "b", "b", "b", "a"),
                        List.of("c", "b", "b")),
                Arguments.of(
                        "an index on numbers: 1e1 and 10 are the same key twice",
                        indexRead().skType("N").op("le").value("10").samples("10\n9\n1e1\n11"),
                        List.of("9", "10", "10", "11"),
                        List.of("9", "10", "10")),
                Arguments.of(
                        "an index read of the whole partition",
                        indexRead().sk("").samples("z\nz\ny"),
                        List.of("y", "z", "z"),
                        List.of("y", "z", "z")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("repeatedSortKeys")
    void indexSortKeysMayRepeat(String name, FormBuilder form, List<String> keys, List<String> matches) {
        Slice slice = slice(form.build());
        assertEquals(keys, texts(slice.keys()));
        assertEquals(matches, texts(slice.matches()));
    }

    @Test
    void invalidSampleLinesAreReportedByLine() {
        Compilation compilation = QueryCompiler.compile(QueryForm.builder()
                .pk("PK")
                .pkValue("x")
                .sk("n")
                .skType("N")
                .op("eq")
                .value("1")
                .samples("1\nabc\n2")
                .build());
        assertEquals(
                List.of(List.of("samples", "line 2: The parameter cannot be converted to a numeric value: abc")),
                ((Compilation.Valid) compilation)
                        .sampleProblems().stream()
                                .map(p -> List.of(p.field(), p.message()))
                                .toList(),
                "the samples' problem; the Query, which does not read them, stands");
    }

    @Test
    void whyOutExplainsInKeyOrder() {
        SortRange prefix = new SortRange.BeginsWith(new KeyValue.StringValue("root/photos/"));
        assertEquals(
                "\"root/photos.zip\" does not start with \"root/photos/\" (it sorts before every key that does)",
                prefix.whyOut(new KeyValue.StringValue("root/photos.zip")));
        SortRange lt = new SortRange.Comparison(SortOperator.LT, new KeyValue.StringValue("b"));
        assertEquals("\"b\" equals \"b\", which < excludes", lt.whyOut(new KeyValue.StringValue("b")));
    }

    @Test
    void matchesAreContiguousAndEqualAFullScanOnRandomKeys() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int round = 0; round < 2_000; round++) {
            List<KeyValue> keys = new java.util.ArrayList<>();
            int n = 1 + random.nextInt(40);
            for (int i = 0; i < n; i++) {
                keys.add(new KeyValue.StringValue(RandomText.string(random, 4)));
            }
            KeyValue bound = keys.get(random.nextInt(n));
            SortRange condition = switch (random.nextInt(3)) {
                case 0 ->
                    new SortRange.BeginsWith(new KeyValue.StringValue(
                            ((KeyValue.StringValue) bound).text().substring(0, 1)));
                case 1 -> new SortRange.Comparison(COMPARISONS.get(random.nextInt(COMPARISONS.size())), bound);
                default -> {
                    KeyValue other = keys.get(random.nextInt(n));
                    yield KeyOrder.compare(bound, other) <= 0
                            ? new SortRange.Between(bound, other)
                            : new SortRange.Between(other, bound);
                }
            };
            Slice slice = Slice.evaluate(keys, Optional.of(condition), ReadOrder.ASC, java.util.OptionalInt.empty());
            List<KeyValue> scanned =
                    slice.keys().stream().filter(condition::matches).toList();
            assertEquals(scanned, slice.matches(), "seed " + seed + " round " + round);
            for (int i = 1; i < slice.keys().size(); i++) {
                assertTrue(
                        KeyOrder.compare(slice.keys().get(i - 1), slice.keys().get(i)) < 0, "seed " + seed);
            }
            assertFalse(slice.matchCount() < 0);
        }
    }
}
