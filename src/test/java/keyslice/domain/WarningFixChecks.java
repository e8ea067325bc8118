package keyslice.domain;

import static keyslice.domain.WarningFixStates.boundParts;
import static keyslice.domain.WarningFixStates.concat;
import static keyslice.domain.WarningFixStates.sampleParts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.Fixes;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.key.Timestamps;
import keyslice.domain.text.Shown;
import keyslice.domain.warnings.Warning;
import keyslice.domain.warnings.WarningCode;

/**
 * What {@link WarningFixPropertyTest} checks of each fix: it compiles, removes its warning, and reads what was meant
 * (a moved bound, the same instants or numbers, segments without empty ones, a delimiter below everything).
 */
final class WarningFixChecks {

    private WarningFixChecks() {}

    static final Pattern AMONG_SAMPLES = Pattern.compile("Among the sample keys, it (misses|reads): (.*?)\\.( |$)");
    static final Pattern QUOTED = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    // --- the properties
    // ------------------------------------------------------------------------------------------------

    static void checkFix(QueryForm form, Compilation.Valid original, Warning warning) {
        QueryForm fixedForm = warning.fix().orElseThrow().form();
        String where = warning.code() + " fix of " + form + "\n  -> " + fixedForm + "\n  message: " + warning.message();
        Compilation compiled = QueryCompiler.compile(fixedForm);
        if (!(compiled instanceof Compilation.Valid fixed)) {
            fail("the fix has errors " + ((Compilation.Invalid) compiled).problems() + ": " + where);
            return;
        }
        assertFalse(
                fixed.warnings().stream().anyMatch(w -> w.code().equals(warning.code())),
                () -> "the warning remains " + fixed.warnings() + ": " + where);

        SortRange before =
                original.built().query().sortCondition().orElseThrow().condition();
        SortRange after = fixed.built().query().sortCondition().orElseThrow().condition();
        Set<String> readBefore = reads(original);
        Set<String> readAfter = reads(fixed);
        switch (WarningCode.fromCode(warning.code()).orElseThrow()) {
            case OPEN_PREFIX -> {
                assertEquals(SortOperator.BEGINS_WITH, before.operator(), where);
                String under = before.values().get(0).wireText() + writtenWith(form);
                Set<String> expected = new HashSet<>();
                readBefore.stream().filter(key -> key.startsWith(under)).forEach(expected::add);
                assertEquals(expected, readAfter, () -> "reads exactly what lies under the prefix: " + where);
            }
            case TIMESTAMP_BOUND, PREFIX_UPPER_BOUND, MIXED_PRECISION ->
                checkMovedBound(before, after, readBefore, readAfter, where);
            case CASE_MISMATCH -> {
                List<String> quoted = quoted(warning.message());
                assertTrue(shown(readAfter).contains(quoted.get(1)), () -> "reads the key it named: " + where);
            }
            case TIMESTAMP_FORMAT -> checkSameInstants(form, fixedForm, where);
            case UNPADDED_NUMBER -> checkSameNumbers(form, fixedForm, where);
            case EMPTY_SEGMENT -> checkEmptySegmentsRemoved(form, before, after, where);
            case DELIMITER_ORDER ->
                checkDelimiterBelowEverything(form, fixedForm, before, readBefore, readAfter, where);
            default -> fail("unexpected fix: " + where);
        }
        // What the warning says about the sample keys is what the fix changes.
        Matcher among = AMONG_SAMPLES.matcher(warning.message());
        while (among.find()) {
            boolean misses = among.group(1).equals("misses");
            for (String key : quoted(among.group(2))) {
                assertEquals(
                        misses,
                        shown(readAfter).contains(key),
                        () -> "the fix " + (misses ? "reads" : "leaves out") + " " + key + ": " + where);
            }
        }
    }

    /** The keys as a warning quotes them: control characters visible. */
    static List<String> shown(java.util.Collection<String> keys) {
        return keys.stream().map(Shown::visible).toList();
    }

    /** A bound moved to take in (or leave out) keys that extend what the two bounds have in common, and nothing else. */
    static void checkMovedBound(
            SortRange before, SortRange after, Set<String> readBefore, Set<String> readAfter, String where) {
        List<String> prefixes = new ArrayList<>();
        List<String[]> pairs = boundPairs(before, after);
        for (String[] pair : pairs) {
            if (!pair[0].equals(pair[1])) {
                prefixes.add(commonPrefix(pair[0], pair[1]));
            }
        }
        assertFalse(prefixes.isEmpty(), () -> "the fix moves a bound: " + where);
        boolean narrows = before.operator() == SortOperator.LT;
        Set<String> changed = new HashSet<>(readBefore);
        changed.addAll(readAfter);
        Set<String> both = new HashSet<>(readBefore);
        both.retainAll(readAfter);
        changed.removeAll(both);
        for (String key : changed) {
            assertTrue(
                    prefixes.stream().anyMatch(key::startsWith),
                    () -> key + " changed though it does not extend a moved bound " + prefixes + ": " + where);
            assertEquals(
                    !narrows,
                    readAfter.contains(key),
                    () -> key + (narrows ? " must no longer be read: " : " must be read: ") + where);
        }
    }

    static void checkSameInstants(QueryForm form, QueryForm fixedForm, String where) {
        List<String> before = boundParts(form);
        List<String> after = boundParts(fixedForm);
        assertEquals(before.size(), after.size(), where);
        for (int i = 0; i < before.size(); i++) {
            if (!before.get(i).equals(after.get(i))) {
                String original = before.get(i);
                String rewritten = after.get(i);
                assertTrue(Timestamps.isCanonical(rewritten), () -> rewritten + " is canonical: " + where);
                try {
                    assertEquals(
                            Timestamps.normalize(original, 9),
                            Timestamps.normalize(rewritten, 9),
                            () -> "the same instant: " + where);
                } catch (Timestamps.NotATimestamp e) {
                    fail(e.getMessage() + ": " + where);
                }
                assertTrue(
                        Timestamps.fractionDigits(rewritten).orElseThrow()
                                >= Timestamps.writtenFractionDigits(original),
                        () -> "keeps the fraction digits written: " + where);
            }
        }
    }

    static void checkSameNumbers(QueryForm form, QueryForm fixedForm, String where) {
        List<String> before = concat(boundParts(form), sampleParts(form));
        List<String> after = concat(boundParts(fixedForm), sampleParts(fixedForm));
        assertEquals(before.size(), after.size(), where);
        for (int i = 0; i < before.size(); i++) {
            String original = before.get(i);
            String padded = after.get(i);
            if (!original.equals(padded)) {
                assertTrue(
                        original.matches("[0-9]+") && padded.matches("[0-9]+0*") && padded.length() > original.length(),
                        () -> original + " -> " + padded + ": " + where);
                assertEquals(new BigInteger(original), new BigInteger(padded), () -> "the same number: " + where);
            }
        }
    }

    /** The empty pieces between two delimiters are gone; a leading delimiter and a trailing one stay. */
    static void checkEmptySegmentsRemoved(QueryForm form, SortRange before, SortRange after, String where) {
        String delim = writtenWith(form);
        for (String[] pair : boundPairs(before, after)) {
            String[] pieces = pair[0].split(Pattern.quote(delim), -1);
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < pieces.length; i++) {
                if (i == 0 || i == pieces.length - 1 || !pieces[i].isEmpty()) {
                    kept.add(pieces[i]);
                }
            }
            assertEquals(String.join(delim, kept), pair[1], () -> "only the empty segments are gone: " + where);
        }
    }

    static void checkDelimiterBelowEverything(
            QueryForm form,
            QueryForm fixedForm,
            SortRange before,
            Set<String> readBefore,
            Set<String> readAfter,
            String where) {
        String oldDelim = writtenWith(form);
        int delimiter = writtenWith(fixedForm).codePointAt(0);
        List<String> inUse = concat(boundParts(form), sampleParts(form));
        assertTrue(
                inUse.stream().flatMapToInt(String::codePoints).allMatch(c -> c > delimiter),
                () -> "the new delimiter sorts below every character in use: " + where);
        if (before.operator() == SortOperator.BEGINS_WITH) {
            Set<String> expected = new HashSet<>();
            readBefore.forEach(key -> expected.add(key.replace(oldDelim, writtenWith(fixedForm))));
            assertEquals(expected, readAfter, () -> "the same keys, written with the new delimiter: " + where);
        }
    }

    static void checkFixAll(QueryForm form, Compilation.Valid original) {
        QueryForm result = Fixes.fixAll(form);
        // The API's, which starts from the compiled form's warnings, reaches the same state.
        assertEquals(
                result,
                Fixes.fixAll(form, original, new Memo()),
                () -> "fix-all from the compiled warnings of " + form);
        Compilation compiled = QueryCompiler.compile(result);
        Compilation.Valid valid =
                assertInstanceOf(Compilation.Valid.class, compiled, () -> "fix-all of " + form + " has errors");
        assertTrue(
                valid.warnings().stream().noneMatch(w -> w.fix().isPresent()),
                () -> "fix-all of " + form + " left fixable warnings: " + valid.warnings());
    }

    // --- helpers
    // ---------------------------------------------------------------------------------------------------------

    /** What the Query reads of the samples, ignoring Limit. */
    static Set<String> reads(Compilation.Valid compiled) {
        Set<String> keys = new HashSet<>();
        compiled.slice().ifPresent(slice -> {
            if (slice.firstMatch() >= 0) {
                slice.keys()
                        .subList(slice.firstMatch(), slice.firstMatch() + slice.matchCount())
                        .forEach(k -> keys.add(k.wireText()));
            }
        });
        return keys;
    }

    /** Each value of the condition before the fix beside the same value after it (lower with lower, upper with upper). */
    static List<String[]> boundPairs(SortRange before, SortRange after) {
        if (before.values().size() != after.values().size()) {
            throw new AssertionError("the operator changed: " + before + " -> " + after);
        }
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < before.values().size(); i++) {
            pairs.add(new String[] {
                before.values().get(i).wireText(), after.values().get(i).wireText()
            });
        }
        return pairs;
    }

    static List<String> codes(WarningCode... codes) {
        return Arrays.stream(codes).map(WarningCode::code).toList();
    }

    static String commonPrefix(String a, String b) {
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return a.substring(0, i);
    }

    static List<String> quoted(String text) {
        List<String> strings = new ArrayList<>();
        Matcher m = QUOTED.matcher(text);
        while (m.find()) {
            strings.add(m.group(1));
        }
        return strings;
    }

    /**
     * The delimiter the keys are written with: the form's when it gives one or builds segments; else, for a value typed
     * with none given, the one of {@link WarningFixStates#DELIMITERS} in the typed text ({@link WarningFixStates#PARTS} hold none of them but the
     * slashes of a date written 6/23/2026).
     */
    static String writtenWith(QueryForm form) {
        if (!form.delim().isEmpty()
                || !Segments.withoutTrailingBlanks(form.seg()).isEmpty()
                || !Segments.withoutTrailingBlanks(form.toSeg()).isEmpty()) {
            return form.effectiveDelim();
        }
        String typed = (form.value() + " " + form.to()).replace("6/23/2026", "");
        return Stream.of("#", "|", "/").filter(typed::contains).findFirst().orElse(QueryForm.DEFAULT_DELIM);
    }
}
