package keyslice.domain;

import static keyslice.domain.WarningsFixtures.base;
import static keyslice.domain.WarningsFixtures.codes;
import static keyslice.domain.WarningsFixtures.codesOf;
import static keyslice.domain.WarningsFixtures.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The warnings about delimiters: their order against the user's segments, day windows, typed values at their delimiter.
 */
class WarningsDelimiterTest {

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
}
