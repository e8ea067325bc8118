package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.Fixes;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The warnings a compiled form carries, each case by its code, text and fix. */
class WarningsTest {

    private static List<Warning> warnings(FormBuilder form) {
        Compilation compilation = QueryCompiler.compile(form.build());
        if (compilation instanceof Compilation.Valid valid) {
            return valid.warnings();
        }
        throw new AssertionError("expected a valid query: " + compilation);
    }

    private static List<String> codes(FormBuilder form) {
        return warnings(form).stream().map(Warning::code).toList();
    }

    private static FormBuilder base() {
        return QueryForm.builder().pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(
                        "open prefix from segments",
                        base().op("begins_with").seg("root", "photos").delim("/"),
                        List.of("open-prefix")),
                Arguments.of(
                        "closed prefix",
                        base().op("begins_with")
                                .seg("root", "photos")
                                .delim("/")
                                .trail("true"),
                        List.of()),
                Arguments.of(
                        "typed prefix is the user's choice",
                        base().op("begins_with").value("EVT#2026-06"),
                        List.of()),
                Arguments.of(
                        "a day up to its time separator is a whole period",
                        base().op("begins_with").value("EVT#2026-06-23T"),
                        List.of()),
                Arguments.of(
                        "a minute up to its separator is a whole period",
                        base().op("begins_with").value("EVT#2026-06-23T10:15:"),
                        List.of()),
                Arguments.of(
                        "open prefix needs begins_with",
                        base().op("ge").seg("root", "photos").delim("/"),
                        List.of()),
                Arguments.of(
                        "single digit segment in a range",
                        base().op("gt").seg("item", "9"),
                        List.of("unpadded-number")),
                Arguments.of(
                        "single digit in a typed prefix",
                        base().op("begins_with").value("item#1"),
                        List.of("open-prefix", "unpadded-number")),
                Arguments.of("single digit with eq is exact", base().op("eq").value("item#9"), List.of()),
                Arguments.of(
                        "padded numbers",
                        base().op("between").seg("item", "0009").toSeg("item", "0010"),
                        List.of()),
                Arguments.of(
                        "widths differ between bounds",
                        base().op("between").seg("item", "10").toSeg("item", "100"),
                        List.of("unpadded-number")),
                Arguments.of(
                        "years are fixed width",
                        base().op("begins_with")
                                .seg("root", "photos", "2026")
                                .delim("/")
                                .trail("true"),
                        List.of()),
                Arguments.of(
                        "numbers in N keys are numbers",
                        base().skType("N").op("gt").value("9"),
                        List.of()),
                Arguments.of(
                        "empty segment",
                        base().op("begins_with").seg("a", "", "b").trail("true"),
                        List.of("empty-segment")),
                Arguments.of("empty piece in typed value", base().op("ge").value("a##b"), List.of("empty-segment")),
                Arguments.of(
                        "trailing delimiter is not an empty segment",
                        base().op("begins_with").value("a#b#"),
                        List.of()),
                Arguments.of(
                        "reserved names are aliased anyway",
                        QueryForm.builder().pk("Name").pkValue("x").sk("path").value("root/"),
                        List.of()),
                Arguments.of(
                        "reserved sort key name, names=minimal",
                        QueryForm.builder()
                                .pk("PK")
                                .pkValue("x")
                                .sk("path")
                                .value("root/")
                                .names("minimal"),
                        List.of("reserved-word")),
                Arguments.of(
                        "reserved partition key name, names=minimal",
                        QueryForm.builder().pk("Name").pkValue("x").names("minimal"),
                        List.of("reserved-word")),
                Arguments.of(
                        "delimiter sorts above dash",
                        base().op("begins_with")
                                .seg("root", "photos-old")
                                .delim("/")
                                .trail("true"),
                        List.of("delimiter-order")),
                Arguments.of(
                        "hash delimiter is below dash",
                        base().op("begins_with")
                                .seg("root", "photos-old")
                                .delim("#")
                                .trail("true"),
                        List.of()),
                Arguments.of(
                        "loose timestamp", base().op("ge").seg("EVT", "2026-06-23 10:15"), List.of("timestamp-format")),
                Arguments.of("US date", base().op("ge").value("EVT#6/23/2026"), List.of("timestamp-format")),
                Arguments.of(
                        "canonical whole-second lower bound",
                        base().op("ge").seg("EVT", "2026-06-23T10:15:00Z"),
                        List.of("timestamp-bound")),
                Arguments.of(
                        "canonical timestamp with a fraction",
                        base().op("ge").seg("EVT", "2026-06-23T10:15:00.000Z"),
                        List.of()),
                Arguments.of(
                        "mixed precision bounds",
                        base().op("between")
                                .value("EVT#2026-06-23T00:00:00.000Z")
                                .to("EVT#2026-06-23T23:59:59Z"),
                        List.of("mixed-precision", "prefix-upper-bound")),
                Arguments.of(
                        "whole-second bounds",
                        base().op("between").value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z"),
                        List.of("timestamp-bound", "prefix-upper-bound")),
                Arguments.of(
                        "fixed-precision bounds",
                        base().op("between")
                                .value("EVT#2026-06-23T00:00:00.000Z")
                                .to("EVT#2026-06-23T23:59:59.999Z"),
                        List.of()),
                Arguments.of(
                        "date-only upper bound",
                        base().op("between")
                                .value("EVT#2026-06-22T00:00:00.000Z")
                                .to("EVT#2026-06-23"),
                        List.of("prefix-upper-bound")),
                Arguments.of(
                        "case differs between bounds",
                        base().op("between").seg("root", "Photos", "a").toSeg("root", "photos", "z"),
                        List.of("case-mismatch")),
                Arguments.of(
                        "case differs from samples",
                        base().op("begins_with").value("Root/").samples("root/a\nroot/b"),
                        List.of("case-mismatch")));
    }

    /** Mistakes that used to pass in silence, and false alarms that used to fire. */
    static Stream<Arguments> formerlyMissed() {
        return Stream.of(
                Arguments.of(
                        "typed prefix ending in a complete segment",
                        base().op("begins_with").value("root/photos").delim("/"),
                        List.of("open-prefix")),
                Arguments.of(
                        "typed prefix whose samples show siblings",
                        base().op("begins_with").value("photos").delim("/").samples("photos/a\nphotos.zip"),
                        List.of("open-prefix")),
                Arguments.of(
                        "typed folder prefix",
                        base().op("begins_with").value("root/photos/").delim("/"),
                        List.of()),
                Arguments.of(
                        "multi-digit numbers of two widths",
                        base().op("between").value("USER#100").to("USER#12"),
                        List.of("unpadded-number")),
                Arguments.of(
                        "number widths differ from the samples",
                        base().op("gt").value("USER#12").samples("USER#12\nUSER#100"),
                        List.of("unpadded-number")),
                Arguments.of(
                        "number widths differ among the samples",
                        base().op("begins_with").value("USER#").samples("USER#12\nUSER#100"),
                        List.of("unpadded-number")),
                Arguments.of(
                        "upper bound ending in the delimiter",
                        base().op("between")
                                .value("root/photos/")
                                .to("root/photos/2026/")
                                .delim("/"),
                        List.of("prefix-upper-bound")),
                Arguments.of("<= a day", base().op("le").value("EVT#2026-06-23"), List.of("prefix-upper-bound")),
                Arguments.of(
                        ">= a whole second",
                        base().op("ge").value("EVT#2026-06-23T00:00:00Z"),
                        List.of("timestamp-bound")),
                Arguments.of(
                        "> a whole second",
                        base().op("gt").value("EVT#2026-06-23T00:00:00Z"),
                        List.of("timestamp-bound")),
                Arguments.of(
                        "< a whole second",
                        base().op("lt").value("EVT#2026-06-24T00:00:00Z"),
                        List.of("timestamp-bound")),
                Arguments.of(
                        "space below the delimiter",
                        base().op("begins_with")
                                .seg("root", "My Documents")
                                .delim("/")
                                .trail("true"),
                        List.of("delimiter-order")),
                Arguments.of(
                        "leading delimiter is an absolute path",
                        base().op("begins_with").value("/home/alice/").delim("/"),
                        List.of()));
    }

    @Test
    void delimiterOrderQuotesTheUsersOwnSegmentsAndSuggestsOnlyADelimiterBelowThemAll() {
        Warning dash = warnings(base().op("begins_with")
                        .seg("docs", "cv-2026")
                        .delim("/")
                        .trail("true"))
                .get(0);
        assertTrue(dash.message().contains("\"cv-2026\""), dash.message());
        assertTrue(dash.message().contains("\"cv\" and \"cv/…\""), dash.message());
        assertFalse(dash.message().contains("photos"), dash.message());
        assertEquals("!", dash.fix().orElseThrow().form().delim());

        Warning space = warnings(base().op("begins_with")
                        .seg("root", "My Documents")
                        .delim("/")
                        .trail("true"))
                .get(0);
        assertTrue(space.message().contains("\" \" (U+0020)"), space.message());
        assertTrue(space.fix().isEmpty(), "no printable delimiter sorts below a space");
    }

    @Test
    void aDayWindowSuggestsBeginsWith() {
        Warning upper =
                warnings(base().op("between").value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z")).stream()
                        .filter(w -> w.code().equals("prefix-upper-bound"))
                        .findFirst()
                        .orElseThrow();
        assertTrue(upper.message().contains("begins_with(SK, \"EVT#2026-06-23\")"), upper.message());
        assertFalse(upper.message().contains("\"~\""), upper.message());
    }

    /**
     * A value typed whole, with no delimiter given (nobody typing a value is asked for one): the checks split it at
     * the delimiter it uses, not at the segment builder's default {@code #}.
     */
    static Stream<Arguments> typedWithoutDelimiter() {
        return Stream.of(
                Arguments.of(
                        "a folder typed with its slash",
                        base().op("begins_with")
                                .value("root/photos/")
                                .samples("root/photos/a\nroot/photos.zip\nroot/photos/b/c"),
                        List.of()),
                Arguments.of(
                        "a prefix that stops inside a slash segment",
                        base().op("begins_with").value("root/photos").samples("root/photos/a\nroot/photos.zip"),
                        List.of("open-prefix")),
                Arguments.of(
                        "the samples show the delimiter",
                        base().op("begins_with").value("root").samples("root/a\nrootkit"),
                        List.of("open-prefix")),
                Arguments.of(
                        "a folder as an inclusive upper bound",
                        base().op("between").value("a/b/").to("a/c/"),
                        List.of("prefix-upper-bound")),
                Arguments.of(
                        "a folder under a # partition of the key",
                        base().op("begins_with")
                                .value("USER#root/photos/")
                                .samples("USER#root/photos/a\nUSER#root/photos.zip"),
                        List.of()),
                Arguments.of(
                        "a # segment under a folder",
                        base().op("begins_with").value("root/USER#12").samples("root/USER#12#a\nroot/USER#12x#a"),
                        List.of("open-prefix")),
                Arguments.of(
                        "no advice on a delimiter nobody chose",
                        base().op("begins_with").value("root/my-photos/v1.2/").samples("root/my-photos/v1.2/a"),
                        List.of()),
                Arguments.of(
                        "the delimiter that follows the value in the samples",
                        base().op("begins_with").value("ORG").samples("ORG:acme:1\nORGANIC:x"),
                        List.of("open-prefix")),
                Arguments.of(
                        "the colons of a time are not a delimiter",
                        base().op("begins_with").value("2026-01-05T10:30"),
                        List.of()),
                Arguments.of(
                        "date folders are folders",
                        base().op("begins_with").value("2026/06/23/").samples("2026/06/23/a.jpg\n2026/06/24/b.jpg"),
                        List.of()),
                Arguments.of(
                        "the slashes of a date are not a delimiter",
                        base().op("begins_with").value("1/5/2026"),
                        List.of("timestamp-format")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("typedWithoutDelimiter")
    void aTypedValueIsCheckedAtTheDelimiterItUses(String name, FormBuilder form, List<String> expectedCodes) {
        assertEquals(expectedCodes, codes(form), name);
    }

    @Test
    void theFixOfATypedPrefixEndsItWithTheDelimiterItUses() {
        FormBuilder open = base().op("begins_with").value("root/photos").samples("root/photos/a\nroot/photos.zip");
        Warning warning = warnings(open).get(0);
        assertTrue(warning.message().contains("\"root/photos/\""), warning.message());
        QueryForm fixed = warning.fix().orElseThrow().form();
        assertEquals("root/photos/", fixed.value());
        assertEquals(List.of(), codesOf(fixed));
        assertEquals("", fixed.delim(), "the fix does not set a delimiter the person never chose");
    }

    @Test
    void fixesKeepWhatWasMeant() {
        QueryForm folder = fix(
                        base().op("between")
                                .value("root/photos/")
                                .to("root/photos/2026/")
                                .delim("/"),
                        "prefix-upper-bound")
                .form();
        assertEquals("root/photos/2026/\uDBFF\uDFFF", folder.to());
        assertEquals(List.of(), codesOf(folder));

        QueryForm typed = fix(base().op("begins_with").value("root/photos").delim("/"), "open-prefix")
                .form();
        assertEquals("root/photos/", typed.value());

        QueryForm padded = fix(base().op("gt").value("USER#12").samples("USER#12\nUSER#100"), "unpadded-number")
                .form();
        assertEquals("USER#012", padded.value());
        assertEquals("USER#012\nUSER#100", padded.samples(), "the stored keys are padded too");

        QueryForm collapsed =
                fix(base().op("ge").value("/a//b/").delim("/"), "empty-segment").form();
        assertEquals("/a/b/", collapsed.value());

        // Both bounds normalised, the written fraction digits kept, so the BETWEEN stays in order.
        QueryForm iso = fix(
                        base().op("between")
                                .value("EVT#2026-06-23 10:15:00.500")
                                .to("EVT#2026-06-23 12:00"),
                        "timestamp-format")
                .form();
        assertEquals("EVT#2026-06-23T10:15:00.500Z", iso.value());
        assertEquals("EVT#2026-06-23T12:00:00.000Z", iso.to());

        // Padding the lower bound reads more of its second; an upper bound with fewer digits has no fix that reads no
        // less.
        QueryForm precise = fix(
                        base().op("between").value("EVT#2026-06-23T00:00:00.5Z").to("EVT#2026-06-23T23:59:59.999Z"),
                        "mixed-precision")
                .form();
        assertEquals("EVT#2026-06-23T00:00:00.500Z", precise.value());
        Warning upperFewer = warnings(base().op("between")
                        .value("EVT#2026-06-23T00:00:00.000Z")
                        .to("EVT#2026-06-23T23:59:59Z"))
                .get(0);
        assertEquals("mixed-precision", upperFewer.code());
        assertTrue(upperFewer.fix().isEmpty());

        QueryForm lt = fix(base().op("lt").value("EVT#2026-06-24T00:00:00Z"), "timestamp-bound")
                .form();
        assertEquals("EVT#2026-06-24T00:00:00", lt.value());
        assertTrue(
                warnings(base().op("gt").value("EVT#2026-06-23T00:00:00Z"))
                        .get(0)
                        .fix()
                        .isEmpty(),
                "> cannot take in the fractions of its second without its own key");

        QueryForm cased = fix(base().op("begins_with").value("Root/").samples("root/a\nroot/b"), "case-mismatch")
                .form();
        assertEquals("root/", cased.value());
    }

    @Test
    void fixAllAppliesEveryFixUntilNoneIsLeft() {
        QueryForm window = base().op("between")
                .value("EVT#2026-06-23T00:00:00Z")
                .to("EVT#2026-06-23T23:59:59Z")
                .build();
        QueryForm fixed = Fixes.fixAll(window);
        assertEquals("EVT#2026-06-23T00:00:00", fixed.value());
        assertEquals("EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF", fixed.to());
        assertEquals(List.of(), codesOf(fixed));
        QueryForm clean = base().op("begins_with")
                .seg("root", "photos")
                .delim("/")
                .trail("true")
                .build();
        assertEquals(clean, Fixes.fixAll(clean));
        QueryForm invalid = base().op("between").value("b").to("a").build();
        assertEquals(invalid, Fixes.fixAll(invalid), "a form with errors comes back as it is");
    }

    @Test
    void formsWithErrorsStillWarnAboutTheirValidParts() {
        // BETWEEN in the wrong order: each bound is still a whole-second timestamp.
        Compilation reversed = QueryCompiler.compile(base().op("between")
                .value("EVT#2026-06-23T23:59:59Z")
                .to("EVT#2026-06-23T00:00:00Z")
                .build());
        Compilation.Invalid invalid = (Compilation.Invalid) reversed;
        assertEquals(
                List.of("timestamp-bound", "prefix-upper-bound"),
                invalid.warnings().stream().map(Warning::code).toList());

        Compilation badLimit = QueryCompiler.compile(base().op("begins_with")
                .seg("root", "photos")
                .delim("/")
                .limit("abc")
                .build());
        assertEquals(
                List.of("open-prefix"),
                ((Compilation.Invalid) badLimit)
                        .warnings().stream().map(Warning::code).toList());

        // USER#12 .. USER#100 is out of order as text; the padding fix puts it in order.
        Compilation unpadded = QueryCompiler.compile(
                base().op("between").value("USER#12").to("USER#100").build());
        Warning pad = ((Compilation.Invalid) unpadded).warnings().get(0);
        assertEquals("unpadded-number", pad.code());
        assertEquals("USER#012", pad.fix().orElseThrow().form().value());
        assertTrue(QueryCompiler.compile(pad.fix().orElseThrow().form()) instanceof Compilation.Valid);

        Compilation badValue = QueryCompiler.compile(
                base().op("begins_with").value("").limit("abc").build());
        assertEquals(
                List.of(), ((Compilation.Invalid) badValue).warnings(), "an empty value has nothing to warn about");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource({"cases", "formerlyMissed"})
    void warnsWithStableCodes(String name, FormBuilder form, List<String> expectedCodes) {
        assertEquals(expectedCodes, codes(form));
    }

    @Test
    void openPrefixExplainsWhatElseIsReadAndTheFix() {
        Warning warning = warnings(
                        base().op("begins_with").seg("root", "photos").delim("/"))
                .get(0);
        assertTrue(warning.message().contains("begins_with(SK, \"root/photos\")"), warning.message());
        assertTrue(warning.message().contains("\"root/photos…\""), warning.message());
        assertTrue(warning.message().contains("\"root/photos/\", trail=true"), warning.message());
    }

    @Test
    void unpaddedNumberNamesBothWidths() {
        Warning warning = warnings(base().op("between").seg("item", "10").toSeg("item", "100"))
                .get(0);
        assertTrue(
                warning.message().contains("\"10\" in the lower bound but \"100\" in the upper bound"),
                warning.message());
    }

    private static Fix fix(FormBuilder form, String code) {
        return warnings(form).stream()
                .filter(w -> w.code().equals(code))
                .findFirst()
                .orElseThrow()
                .fix()
                .orElseThrow();
    }

    private static List<String> codesOf(QueryForm fixed) {
        return ((Compilation.Valid) QueryCompiler.compile(fixed))
                .warnings().stream().map(Warning::code).toList();
    }

    @Test
    void fixesAreTheSameStateWithTheMistakeCorrected() {
        FormBuilder open = base().op("begins_with").seg("root", "photos").delim("/");
        assertEquals("true", fix(open, "open-prefix").form().trail());

        FormBuilder unpadded = base().op("gt").seg("item", "9");
        assertEquals(
                List.of("item", "0009"), fix(unpadded, "unpadded-number").form().seg());

        FormBuilder widths = base().op("between").value("item#10").to("item#100");
        QueryForm padded = fix(widths, "unpadded-number").form();
        assertEquals("item#010", padded.value());
        assertEquals("item#100", padded.to());

        FormBuilder loose = base().op("ge").seg("EVT", "2026-06-23 10:15");
        assertEquals(
                List.of("EVT", "2026-06-23T10:15:00Z"),
                fix(loose, "timestamp-format").form().seg());

        FormBuilder day = base().op("between").value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z");
        assertEquals(
                "EVT#2026-06-23T00:00:00", fix(day, "timestamp-bound").form().value());
        QueryForm wholeDay = fix(day, "prefix-upper-bound").form();
        assertEquals("EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF", wholeDay.to());
        assertEquals(
                List.of("timestamp-bound"),
                codesOf(wholeDay),
                "the upper-bound fix leaves only the lower-bound warning");

        FormBuilder dash =
                base().op("begins_with").seg("root", "photos-old").delim("/").trail("true");
        assertEquals("!", fix(dash, "delimiter-order").form().delim());
    }

    @Test
    void reservedWordMessageQuotesDynamoDb() {
        Warning warning = warnings(QueryForm.builder().pk("status").pkValue("x").names("minimal"))
                .get(0);
        assertTrue(
                warning.message().endsWith("Attribute name is a reserved keyword; reserved keyword: status"),
                warning.message());
    }
}
