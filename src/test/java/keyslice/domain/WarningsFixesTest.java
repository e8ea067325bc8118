package keyslice.domain;

import static keyslice.domain.WarningsFixtures.base;
import static keyslice.domain.WarningsFixtures.codesOf;
import static keyslice.domain.WarningsFixtures.fix;
import static keyslice.domain.WarningsFixtures.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.Fixes;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;

/**
 * What the fixes do: keep what was meant, all applied at once, and warnings on the valid parts of a form with errors.
 */
class WarningsFixesTest {

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
}
