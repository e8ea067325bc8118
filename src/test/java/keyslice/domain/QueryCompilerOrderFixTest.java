package keyslice.domain;

import static keyslice.domain.QueryCompilerFixtures.base;
import static keyslice.domain.QueryCompilerFixtures.problems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Reversed bounds: the fix that puts them in order, and where none is offered.
 */
class QueryCompilerOrderFixTest {

    // --- BETWEEN bounds the wrong way round: the fix that puts them in order -----------------------------

    static Stream<Arguments> reversedBounds() {
        return Stream.of(
                Arguments.of(
                        "text",
                        base().op("between").value("b").to("a"),
                        "Swap the bounds",
                        base().op("between").value("a").to("b")),
                Arguments.of(
                        "numbers",
                        base().skType("N").op("between").value("10").to("9"),
                        "Swap the bounds",
                        base().skType("N").op("between").value("9").to("10")),
                Arguments.of(
                        "bytes",
                        base().skType("B").op("between").value("gA==").to("fw=="),
                        "Swap the bounds",
                        base().skType("B").op("between").value("fw==").to("gA==")),
                Arguments.of(
                        "numbers of two widths in text",
                        base().op("between").value("ORDER#7").to("ORDER#12"),
                        "Pad to \"ORDER#07\"",
                        base().op("between").value("ORDER#07").to("ORDER#12")),
                Arguments.of(
                        "segments",
                        base().op("between").seg("b", "x").toSeg("a"),
                        "Swap the bounds",
                        base().op("between").seg("a").toSeg("b", "x")),
                Arguments.of(
                        "a typed bound and segments",
                        base().op("between").value("b").toSeg("a"),
                        "Swap the bounds",
                        base().op("between").to("b").seg("a")),
                Arguments.of(
                        "a further sort attribute",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "z")
                                .to(2, "m"),
                        "Swap the bounds",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "m")
                                .to(2, "z")),
                Arguments.of(
                        "a further sort attribute's numbers",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "R7")
                                .to(2, "R12"),
                        "Pad to \"R07\"",
                        base().index("ByRound")
                                .op("eq")
                                .value("x")
                                .sk(2, "round")
                                .op(2, "between")
                                .value(2, "R07")
                                .to(2, "R12")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reversedBounds")
    void reversedBoundsOfferTheFixThatPutsThemInOrder(
            String name, FormBuilder form, String label, FormBuilder expected) {
        Problem problem = problems(form.build()).get(0);
        Fix fix = problem.fix().orElseThrow(() -> new AssertionError("no fix for " + problem));
        assertEquals(label, fix.label());
        assertEquals(expected.build(), fix.form());
        assertInstanceOf(
                Compilation.Valid.class, QueryCompiler.compile(fix.form()), "the fixed form has no problem left");
    }

    @Test
    void noOrderFixWhereItWouldBeAGuessOrLeaveOtherProblems() {
        // Padding a segment would rewrite what the segment editor shows; the summary says what to pad.
        assertTrue(problems(base().op("between")
                        .seg("ORDER", "7")
                        .toSeg("ORDER", "12")
                        .build())
                .get(0)
                .fix()
                .isEmpty());
        List<Problem> withBadLimit =
                problems(base().op("between").value("b").to("a").limit("x").build());
        assertEquals(2, withBadLimit.size());
        assertTrue(withBadLimit.stream().allMatch(p -> p.fix().isEmpty()), "a fix leads to a form without errors");
    }
}
