package keyslice.domain;

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
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.Fixes;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Memo;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import keyslice.domain.key.Timestamps;
import keyslice.domain.text.Shown;
import keyslice.domain.warnings.Warning;
import keyslice.domain.warnings.WarningCode;
import org.junit.jupiter.api.Test;

/**
 * Every fix of every warning, over thousands of generated states: the fixed state compiles, no longer has that
 * warning, and reads what the original meant to read. The generator is seeded, so a failure names a state that
 * fails again on every run.
 */
class WarningFixPropertyTest {

    private static final long SEED = 20260623L;
    private static final int STATES = 6000;

    private static final List<String> FIXABLE = codes(
            WarningCode.OPEN_PREFIX,
            WarningCode.DELIMITER_ORDER,
            WarningCode.EMPTY_SEGMENT,
            WarningCode.UNPADDED_NUMBER,
            WarningCode.TIMESTAMP_FORMAT,
            WarningCode.MIXED_PRECISION,
            WarningCode.TIMESTAMP_BOUND,
            WarningCode.PREFIX_UPPER_BOUND,
            WarningCode.CASE_MISMATCH);
    private static final List<String> ALL_CODES = codes(WarningCode.values());

    private static final String[] PARTS = {
        "root",
        "photos",
        "photos-old",
        "photos.zip",
        "My Documents",
        "Photos",
        "docs",
        "EVT",
        "item",
        "USER",
        "x",
        "1",
        "9",
        "12",
        "100",
        "0009",
        "2026",
        "2026-06",
        "2026-06-23",
        "2026-06-23T00:00:00Z",
        "2026-06-23T23:59:59Z",
        "2026-06-23T00:00:00.250Z",
        "2026-06-23T23:59:59.500Z",
        "2026-06-23T10:15:00.5Z",
        "2026-06-23T10:15:00.000Z",
        "2026-06-23 10:15",
        "2026-06-23 10:15:00.50",
        "2026-06-23T12:15:00+02:00",
        "6/23/2026",
        ""
    };
    private static final String[] DELIMITERS = {"#", "/", "#", "/", "|"};
    private static final String[] OPS = {
        "eq", "lt", "le", "gt", "ge", "between", "begins_with", "begins_with", "between", "ge"
    };
    private static final Pattern AMONG_SAMPLES =
            Pattern.compile("Among the sample keys, it (misses|reads): (.*?)\\.( |$)");
    private static final Pattern QUOTED = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    @Test
    void everyFixCompilesRemovesItsWarningAndReadsWhatWasMeant() {
        Random random = new Random(SEED);
        Map<String, Integer> warned = new TreeMap<>();
        Map<String, Integer> fixed = new TreeMap<>();
        int valid = 0;
        int invalidWithWarnings = 0;
        int fixAllRuns = 0;
        for (int n = 0; n < STATES; n++) {
            QueryForm form = generate(random);
            Compilation compilation = QueryCompiler.compile(form);
            if (compilation instanceof Compilation.Invalid invalid) {
                invalidWithWarnings += invalid.warnings().isEmpty() ? 0 : 1;
                invalid.warnings().forEach(w -> warned.merge(w.code(), 1, Integer::sum));
                for (Warning warning : invalid.warnings()) {
                    warning.fix()
                            .ifPresent(fix -> assertInstanceOf(
                                    Compilation.Valid.class,
                                    QueryCompiler.compile(fix.form()),
                                    () -> "a fix offered on a form with errors must still compile: " + form));
                }
                continue;
            }
            valid++;
            Compilation.Valid original = (Compilation.Valid) compilation;
            for (Warning warning : original.warnings()) {
                warned.merge(warning.code(), 1, Integer::sum);
                if (warning.fix().isPresent()) {
                    checkFix(form, original, warning);
                    fixed.merge(warning.code(), 1, Integer::sum);
                }
            }
            if (original.warnings().stream().anyMatch(w -> w.fix().isPresent())) {
                checkFixAll(form, original);
                fixAllRuns++;
            }
        }
        System.out.printf(
                "WarningFixPropertyTest: seed %d, %d states (%d valid, %d invalid with warnings), fix-all on %d%n"
                        + "  warnings per code: %s%n  fixes checked per code: %s%n",
                SEED, STATES, valid, invalidWithWarnings, fixAllRuns, warned, fixed);
        for (String code : ALL_CODES) {
            assertTrue(warned.getOrDefault(code, 0) > 0, () -> "the generator never produced " + code + ": " + warned);
        }
        for (String code : FIXABLE) {
            assertTrue(fixed.getOrDefault(code, 0) > 0, () -> "no fix of " + code + " was exercised: " + fixed);
        }
        assertTrue(invalidWithWarnings > 0, "forms with errors still get the warnings of their valid parts");
    }

    /**
     * A value typed whole with no delimiter given, as the builder sends it: it is checked at the delimiter it is written
     * with. A value that ends with it is no open prefix; one that stops inside a segment is, and its fix reads exactly
     * the sample keys under the value and that delimiter (never {@code #} glued to a {@code /} path, which reads nothing).
     */
    @Test
    void aTypedPrefixIsClosedAtTheDelimiterItIsWrittenWith() {
        Random random = new Random(SEED);
        int fixesChecked = 0;
        for (int n = 0; n < STATES / 2; n++) {
            String delim = pick(random, "/", "|", "#");
            String value = String.join(delim, parts(random, 2, 4)) + (random.nextBoolean() ? delim : "");
            String trimmed = value.endsWith(delim) ? value.substring(0, value.length() - 1) : value;
            List<String> samples = new ArrayList<>(List.of(
                    trimmed,
                    trimmed + delim + pick(random, PARTS),
                    trimmed + pick(random, ".zip", "-old" + delim + "x", "0", delim + delim + "y"),
                    String.join(delim, parts(random, 1, 3))));
            samples.removeIf(String::isEmpty);
            QueryForm form = QueryForm.builder()
                    .pk("PK")
                    .pkValue("p")
                    .sk("SK")
                    .op("begins_with")
                    .value(value)
                    .samples(String.join("\n", samples))
                    .build();
            if (!(QueryCompiler.compile(form) instanceof Compilation.Valid original)) {
                continue;
            }
            Optional<Warning> open = original.warnings().stream()
                    .filter(w -> w.code().equals(WarningCode.OPEN_PREFIX.code()))
                    .findFirst();
            String where = form + "\n  warnings: " + original.warnings();
            String last = trimmed.substring(trimmed.lastIndexOf(delim) + 1);
            if (value.endsWith(delim) || Timestamps.isPeriodPrefix(last)) {
                assertTrue(open.isEmpty(), () -> "a prefix that ends at its delimiter is closed: " + where);
                continue;
            }
            assertTrue(open.isPresent(), () -> "a prefix that stops inside a segment is open: " + where);
            QueryForm fixed = open.get().fix().orElseThrow().form();
            assertEquals(value + delim, fixed.value(), () -> "the fix ends the value with its own delimiter: " + where);
            Set<String> expected = new HashSet<>();
            reads(original).stream()
                    .filter(key -> key.startsWith(value + delim))
                    .forEach(expected::add);
            assertEquals(
                    expected,
                    reads((Compilation.Valid) QueryCompiler.compile(fixed)),
                    () -> "the fix reads what lies under it: " + where);
            fixesChecked++;
        }
        int checked = fixesChecked;
        assertTrue(checked > STATES / 10, () -> "too few open prefixes generated: " + checked);
    }

    // --- the properties
    // ------------------------------------------------------------------------------------------------

    private static void checkFix(QueryForm form, Compilation.Valid original, Warning warning) {
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
    private static List<String> shown(java.util.Collection<String> keys) {
        return keys.stream().map(Shown::visible).toList();
    }

    /** A bound moved to take in (or leave out) keys that extend what the two bounds have in common, and nothing else. */
    private static void checkMovedBound(
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

    private static void checkSameInstants(QueryForm form, QueryForm fixedForm, String where) {
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

    private static void checkSameNumbers(QueryForm form, QueryForm fixedForm, String where) {
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
    private static void checkEmptySegmentsRemoved(QueryForm form, SortRange before, SortRange after, String where) {
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

    private static void checkDelimiterBelowEverything(
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

    private static void checkFixAll(QueryForm form, Compilation.Valid original) {
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
    private static Set<String> reads(Compilation.Valid compiled) {
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
    private static List<String[]> boundPairs(SortRange before, SortRange after) {
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

    private static List<String> codes(WarningCode... codes) {
        return Arrays.stream(codes).map(WarningCode::code).toList();
    }

    private static String commonPrefix(String a, String b) {
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return a.substring(0, i);
    }

    /**
     * The delimiter the keys are written with: the form's when it gives one or builds segments; else, for a value typed
     * with none given, the one of {@link #DELIMITERS} in the typed text ({@link #PARTS} hold none of them but the
     * slashes of a date written 6/23/2026).
     */
    private static String writtenWith(QueryForm form) {
        if (!form.delim().isEmpty()
                || !Segments.withoutTrailingBlanks(form.seg()).isEmpty()
                || !Segments.withoutTrailingBlanks(form.toSeg()).isEmpty()) {
            return form.effectiveDelim();
        }
        String typed = (form.value() + " " + form.to()).replace("6/23/2026", "");
        return Stream.of("#", "|", "/").filter(typed::contains).findFirst().orElse(QueryForm.DEFAULT_DELIM);
    }

    /** Every part of both bounds, in order: segments, or typed text split at the delimiter. */
    private static List<String> boundParts(QueryForm form) {
        List<String> parts = new ArrayList<>();
        String delim = Pattern.quote(writtenWith(form));
        List<String> lower = Segments.withoutTrailingBlanks(form.seg());
        parts.addAll(lower.isEmpty() ? List.of(form.value().split(delim, -1)) : lower);
        if (form.effectiveOp().equals("between")) {
            List<String> upper = Segments.withoutTrailingBlanks(form.toSeg());
            parts.addAll(upper.isEmpty() ? List.of(form.to().split(delim, -1)) : upper);
        }
        return parts;
    }

    private static List<String> sampleParts(QueryForm form) {
        List<String> parts = new ArrayList<>();
        for (String key : form.samples().split("\n")) {
            if (!key.isEmpty()) {
                parts.addAll(List.of(key.split(Pattern.quote(writtenWith(form)), -1)));
            }
        }
        return parts;
    }

    private static List<String> quoted(String text) {
        List<String> strings = new ArrayList<>();
        Matcher m = QUOTED.matcher(text);
        while (m.find()) {
            strings.add(m.group(1));
        }
        return strings;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    // --- the generator
    // ---------------------------------------------------------------------------------------------------

    private static String pick(Random random, String... choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static List<String> parts(Random random, int min, int max) {
        List<String> parts = new ArrayList<>();
        int count = min + random.nextInt(max - min + 1);
        for (int i = 0; i < count; i++) {
            parts.add(pick(random, PARTS));
        }
        return parts;
    }

    /**
     * A state built the way people write them: typed or segments, a second bound that often shares the first's
     * start, and sample keys around the bounds (their children, siblings, fractions of their second, other case).
     */
    private static QueryForm generate(Random random) {
        String delim = pick(random, DELIMITERS);
        String op = pick(random, OPS);
        FormBuilder form = QueryForm.builder()
                .pk(pick(random, "PK", "PK", "status"))
                .pkValue("p")
                .sk(pick(random, "SK", "SK", "SK", "path"))
                .op(op)
                .delim(delim)
                .names(pick(random, "", "", "minimal"))
                .trail(pick(random, "", "true"));
        List<String> lower = parts(random, 1, 4);
        List<String> upper = new ArrayList<>(lower.subList(0, 1 + random.nextInt(lower.size())));
        if (random.nextInt(6) == 0) {
            // The same key shape with a later time of another precision: mixed-precision's ground.
            upper = new ArrayList<>(lower.stream()
                    .map(part -> Timestamps.isCanonical(part)
                            ? pick(random, "2026-06-23T23:59:59.999Z", "2026-06-23T23:59:59Z", "2026-06-24T00:00:00.5Z")
                            : part)
                    .toList());
        } else if (random.nextBoolean()) {
            upper.addAll(parts(random, 0, 2));
        } else if (random.nextBoolean()) {
            upper.set(upper.size() - 1, pick(random, PARTS));
        }
        boolean segments = random.nextInt(3) == 0;
        String lowerText = String.join(delim, lower) + (random.nextInt(4) == 0 ? delim : "");
        String upperText = String.join(delim, upper) + (random.nextInt(4) == 0 ? delim : "");
        if (segments) {
            form.seg(lower).toSeg(upper);
        } else {
            form.value(lowerText).to(upperText);
            if (lowerText.replace("6/23/2026", "").contains(delim) && random.nextBoolean()) {
                // As the builder sends a value typed whole: no delimiter given, the one it is written with is guessed.
                form.delim("");
            }
        }
        if (random.nextInt(8) == 0) {
            // Only other-case spellings of the bound: case-mismatch's ground.
            form.samples(List.of(lowerText.toUpperCase(Locale.ROOT), lowerText.toLowerCase(Locale.ROOT) + "x"));
        } else if (random.nextInt(4) > 0) {
            List<String> samples = new ArrayList<>();
            for (String base : List.of(lowerText, upperText)) {
                String trimmed = base.endsWith(delim) ? base.substring(0, base.length() - delim.length()) : base;
                samples.add(trimmed);
                samples.add(trimmed + delim + pick(random, PARTS));
                samples.add(trimmed + pick(random, "-old" + delim + "x", ".zip", "Z#2", "#2", "0"));
                if (trimmed.endsWith("Z")) {
                    samples.add(trimmed.substring(0, trimmed.length() - 1) + pick(random, ".250Z", ".5Z", ".000Z"));
                }
                if (random.nextBoolean()) {
                    samples.add(
                            random.nextBoolean() ? trimmed.toUpperCase(Locale.ROOT) : trimmed.toLowerCase(Locale.ROOT));
                }
            }
            samples.add(String.join(delim, parts(random, 1, 3)));
            samples.removeIf(String::isEmpty);
            if (random.nextInt(40) == 0) {
                // A sample no key can be (half a surrogate pair): samples-unread's ground, which leaves the fixes
                // alone.
                samples.add(random.nextInt(samples.size() + 1), "\uD800");
            }
            form.samples(samples);
            if (random.nextInt(5) == 0) {
                // The sample keys as items that a filter mostly throws away: filter-waste's ground.
                QueryForm partial = form.build();
                List<String> items = new ArrayList<>();
                for (int i = 0; i < samples.size(); i++) {
                    items.add("{\"" + partial.pk() + "\":{\"S\":\"p\"},\"" + partial.sk() + "\":{\"S\":\""
                            + samples.get(i) + "\"},\"state\":{\"S\":\"" + (i % 4 == 0 ? "open" : "shut") + "\"}}");
                }
                form.filter("state = \"open\"").items(String.join("\n", items));
            }
        }
        return form.build();
    }
}
