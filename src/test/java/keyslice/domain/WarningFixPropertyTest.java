package keyslice.domain;

import static keyslice.domain.WarningFixChecks.checkFix;
import static keyslice.domain.WarningFixChecks.checkFixAll;
import static keyslice.domain.WarningFixChecks.codes;
import static keyslice.domain.WarningFixChecks.reads;
import static keyslice.domain.WarningFixStates.PARTS;
import static keyslice.domain.WarningFixStates.generate;
import static keyslice.domain.WarningFixStates.parts;
import static keyslice.domain.WarningFixStates.pick;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Timestamps;
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
}
