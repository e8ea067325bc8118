package keyslice.domain;

import static keyslice.domain.WarningsFixtures.base;
import static keyslice.domain.WarningsFixtures.codes;
import static keyslice.domain.WarningsFixtures.codesOf;
import static keyslice.domain.WarningsFixtures.fix;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every warning's cases, and the ones once missed: each warns with its stable codes, and its fix is the same state with
 * the mistake corrected.
 */
class WarningsCasesTest {

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

    @ParameterizedTest(name = "{0}")
    @MethodSource({"cases", "formerlyMissed"})
    void warnsWithStableCodes(String name, FormBuilder form, List<String> expectedCodes) {
        assertEquals(expectedCodes, codes(form));
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
}
