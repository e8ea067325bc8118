package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortRange;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The forms {@link DesignComparisonTest} and {@link MultiAttributeOfferTest} compare, case by case with the condition
 * the other design builds, and how they read a comparison; {@link DesignComparisonExistsTest} draws from the same
 * cases.
 */
final class DesignComparisonCases {

    private DesignComparisonCases() {}

    /** An index read by tenant and region, sorted by status, day and seq (a number). */
    static FormBuilder orders() {
        return QueryForm.builder()
                .table("Orders")
                .index("byTenant")
                .pk("tenant")
                .pkValue("t1")
                .pk(2, "region")
                .pkValue(2, "eu");
    }

    static Optional<DesignComparison> compare(QueryForm form) {
        Compilation compiled = QueryCompiler.compile(form);
        Compilation.Valid valid = assertInstanceOf(Compilation.Valid.class, compiled, () -> compiled.toString());
        return DesignComparison.of(form, valid);
    }

    static DesignComparison.Composite composite(QueryForm form) {
        return assertInstanceOf(DesignComparison.Composite.class, compare(form).orElseThrow());
    }

    /** The composite's condition in words: its operator and values as its form spells them. */
    static String condition(DesignComparison.Composite composite) {
        // As the composite state compiles: its value may be typed or built from segments.
        SortRange c = ((Compilation.Valid) QueryCompiler.compile(composite.form()))
                .built()
                .query()
                .sortCondition()
                .orElseThrow()
                .condition();
        List<KeyValue> v = c.values();
        return c.operator().code() + " " + v.get(0).wireText()
                + (v.size() > 1 ? " .. " + v.get(1).wireText() : "");
    }

    static Stream<Arguments> composites() {
        return Stream.of(
                Arguments.of(
                        "every attribute equal: a prefix ending with the delimiter",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "eq")
                                .value(2, "2026-01-03")
                                .build(),
                        "begins_with OPEN#2026-01-03#"),
                Arguments.of(
                        "begins_with on the last: the prefix runs into it",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "begins_with")
                                .value(2, "2026-01")
                                .build(),
                        "begins_with OPEN#2026-01"),
                Arguments.of(
                        "between on the last: the upper bound takes in what continues after it",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "between")
                                .value(2, "2026-01-01")
                                .to(2, "2026-01-31")
                                .build(),
                        "between OPEN#2026-01-01 .. OPEN#2026-01-31$"),
                Arguments.of(
                        "a number is zero-padded to at least four digits",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "seq")
                                .skType(2, "N")
                                .op(2, "between")
                                .value(2, "7")
                                .to(2, "12")
                                .build(),
                        "between OPEN#0007 .. OPEN#0012$"),
                Arguments.of(
                        "a number wider than four digits sets the width",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "seq")
                                .skType(2, "N")
                                .op(2, "eq")
                                .value(2, "123456")
                                .build(),
                        "begins_with OPEN#123456#"),
                Arguments.of(
                        "gt after equalities: from past the value to the end of the equal run",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "gt")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN#2026-01-03$ .. OPEN$"),
                Arguments.of(
                        "ge after equalities",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "ge")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN#2026-01-03 .. OPEN$"),
                Arguments.of(
                        "lt after equalities: from the start of the equal run",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "lt")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN# .. OPEN#2026-01-03"),
                Arguments.of(
                        "le after equalities",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "le")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN# .. OPEN#2026-01-03$"),
                Arguments.of(
                        "another delimiter, and its next character",
                        orders().delim("/")
                                .sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "between")
                                .value(2, "a")
                                .to(2, "b")
                                .build(),
                        "between OPEN/a .. OPEN/b0"),
                Arguments.of(
                        "three sort attributes",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "eq")
                                .value(2, "2026-01-03")
                                .sk(3, "seq")
                                .skType(3, "N")
                                .op(3, "ge")
                                .value(3, "10")
                                .build(),
                        "between OPEN#2026-01-03#0010 .. OPEN#2026-01-03$"));
    }

    static FormBuilder drive() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static Stream<Arguments> segmentOffers() {
        return Stream.of(
                Arguments.of(
                        "begins_with: equal segments, then begins_with on the last",
                        drive().seg("root", "photos").delim("/").build(),
                        "SK_1=S eq root, SK_2=S begins_with photos"),
                Arguments.of(
                        "begins_with with the trailing delimiter: every segment equal",
                        drive().seg("root", "photos").delim("/").trail("true").build(),
                        "SK_1=S eq root, SK_2=S eq photos"),
                Arguments.of(
                        "eq on digit segments: numbers without their padding",
                        drive().op("eq").seg("ORDER", "0042").build(),
                        "SK_1=S eq ORDER, SK_2=N eq 42"),
                Arguments.of(
                        "between bounds that differ in the last segment",
                        drive().op("between")
                                .seg("LOG", "2026", "0001")
                                .toSeg("LOG", "2026", "0300")
                                .build(),
                        "SK_1=S eq LOG, SK_2=N eq 2026, SK_3=N between 1 .. 300"));
    }
}
