package keyslice.domain.filter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Short builders for expected trees in tests: {@code eq(path("a"), num(1))}. */
final class Ast {

    private Ast() {}

    /** Names as strings, list indexes as integers: {@code path("a", 0, "b")} is {@code a[0].b}. */
    static Path path(Object... elements) {
        List<Path.Element> list = new ArrayList<>();
        for (Object element : elements) {
            list.add(element instanceof Integer index ? new Path.Index(index) : new Path.Name((String) element));
        }
        return new Path(list);
    }

    static Operand.Literal str(String text) {
        return new Operand.Literal(new ItemValue.S(text));
    }

    static Operand.Literal num(String number) {
        return new Operand.Literal(new ItemValue.N(new BigDecimal(number)));
    }

    static Operand.Literal bool(boolean value) {
        return new Operand.Literal(new ItemValue.Bool(value));
    }

    static Operand.Literal nul() {
        return new Operand.Literal(new ItemValue.Null());
    }

    static Operand.Size size(Operand operand) {
        return new Operand.Size(operand);
    }

    static Condition compare(Operand left, Comparator comparator, Operand right) {
        return new Condition.Compare(left, comparator, right);
    }

    static Condition eq(Operand left, Operand right) {
        return compare(left, Comparator.EQ, right);
    }

    static Condition between(Operand subject, Operand lower, Operand upper) {
        return new Condition.Between(subject, lower, upper);
    }

    static Condition in(Operand subject, Operand... candidates) {
        return new Condition.In(subject, List.of(candidates));
    }

    static Condition call(Function function, Operand... arguments) {
        return new Condition.Call(function, List.of(arguments));
    }

    static Condition not(Condition operand) {
        return new Condition.Not(operand);
    }

    static Condition and(Condition left, Condition right) {
        return new Condition.And(left, right);
    }

    static Condition or(Condition left, Condition right) {
        return new Condition.Or(left, right);
    }
}
