package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/**
 * {@link DesignComparison#exists} says whether {@link DesignComparison#of} has a comparison without working it out (a
 * live update shows the section's title by it and loads the body later): the two must agree on every valid state, here
 * the comparison tests' states and many generated ones.
 */
class DesignComparisonExistsTest {

    private static final long SEED = 20260412L;
    private static final int GENERATED = 20_000;

    private static final String[] TYPES = {"", "S", "N", "B"};
    private static final String[] OPERATORS = {"", "eq", "lt", "le", "gt", "ge", "between", "begins_with"};
    private static final String[] SEGMENTS = {"", "", "root", "photos", "0042", "7", "a/b", "ORDER"};
    private static final String[] VALUES = {"", "x", "12", "2026-01-03", "AAEC"};
    private static final String[] DELIMITERS = {"", "/", "#"};
    private static final String[] SAMPLES = {
        "", "root/photos/\nroot/", "ORDER#0042\nORDER#7", "[\"a\", 1]\n[\"b\", 2]", "1\n2"
    };

    /** Agreement on one state; false when it does not compile (no comparison is asked for then). */
    private static boolean agrees(QueryForm form) {
        if (!(QueryCompiler.compile(form) instanceof Compilation.Valid valid)) {
            return false;
        }
        assertEquals(
                DesignComparison.of(form, valid).isPresent(), DesignComparison.exists(form, valid), form::toString);
        return true;
    }

    @Test
    void theComparisonTestsStatesAgree() {
        List<QueryForm> forms = Stream.concat(DesignComparisonCases.composites(), DesignComparisonCases.segmentOffers())
                .map(Arguments::get)
                .map(arguments -> (QueryForm) arguments[1])
                .toList();
        for (QueryForm form : forms) {
            assertTrue(agrees(form), () -> "valid: " + form);
        }
    }

    @Test
    void generatedStatesAgree() {
        Random random = new Random(SEED);
        int valid = 0;
        int present = 0;
        for (int i = 0; i < GENERATED; i++) {
            QueryForm form = generate(random);
            if (agrees(form)) {
                valid++;
                if (DesignComparison.exists(form, (Compilation.Valid) QueryCompiler.compile(form))) {
                    present++;
                }
            }
        }
        // The generator must reach both answers often, or the agreement says little.
        assertTrue(valid > GENERATED / 10, "valid states: " + valid);
        assertTrue(
                present > valid / 20 && present < valid - valid / 20, present + " of " + valid + " with a comparison");
    }

    /** A state of one key or of several attributes a side, with a value typed or built from segments, of any type and operator. */
    private static QueryForm generate(Random r) {
        FormBuilder form =
                QueryForm.builder().table("Tab").pk("PK").pkType(pick(r, TYPES)).pkValue(r.nextBoolean() ? "a" : "1");
        if (r.nextInt(8) > 0) {
            form.sk("SK").skType(pick(r, TYPES)).op(pick(r, OPERATORS));
        }
        if (r.nextBoolean()) {
            form.value(pick(r, VALUES)).to(pick(r, VALUES));
        } else {
            form.seg(segments(r))
                    .toSeg(r.nextBoolean() ? segments(r) : List.of())
                    .delim(pick(r, DELIMITERS))
                    .trail(r.nextBoolean() ? "true" : "");
        }
        if (r.nextInt(3) == 0) {
            form.index("byParts");
            if (r.nextBoolean()) {
                form.pk(2, "pk2").pkType(2, pick(r, TYPES)).pkValue(2, "b");
            }
            if (r.nextBoolean()) {
                form.sk(2, "sk2")
                        .skType(2, pick(r, TYPES))
                        .op(2, pick(r, OPERATORS))
                        .value(2, pick(r, VALUES))
                        .to(2, pick(r, VALUES));
            }
        }
        return form.samples(pick(r, SAMPLES)).build();
    }

    /** Up to six segments, blanks among them and at the end (which do not count). */
    private static List<String> segments(Random r) {
        List<String> segments = new ArrayList<>();
        int n = r.nextInt(7);
        for (int i = 0; i < n; i++) {
            segments.add(pick(r, SEGMENTS));
        }
        return segments;
    }

    private static String pick(Random r, String[] choices) {
        return choices[r.nextInt(choices.length)];
    }
}
