package keyslice.domain.read;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.Messages;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.ProblemSummaries;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortOperator;
import keyslice.domain.text.Shown;

/**
 * The form's fields that have a meaning beyond their text (key types, operators, flags, read order, limit, name policy,
 * select), each read on its own into its type, with the problem of a text that has none, in DynamoDB's words where
 * DynamoDB has words for it.
 */
final class FieldReads {

    /** Each type and operator read, made once: a request reads a dozen for every form, and a form for every fix. */
    private static final List<Parsed<Optional<KeyType>>> KEY_TYPES = Arrays.stream(KeyType.values())
            .map(type -> Parsed.ok(Optional.of(type)))
            .toList();

    private static final List<Parsed<Optional<SortOperator>>> OPERATORS = Arrays.stream(SortOperator.values())
            .map(op -> Parsed.ok(Optional.of(op)))
            .toList();

    private FieldReads() {}

    static Parsed<Optional<KeyType>> keyType(String code, Field field) {
        Optional<KeyType> type = KeyType.fromCode(code);
        return type.isPresent()
                ? KEY_TYPES.get(type.get().ordinal())
                : Parsed.wrong(
                        type,
                        new Problem(
                                field, "unknown key type \"" + code + "\": use S (string), N (number) or B (binary)"));
    }

    /** {@code code}: the operator in effect (the default when none is typed); {@code typed}: as typed, for the problem. */
    static Parsed<Optional<SortOperator>> operator(String code, String typed, Field field) {
        Optional<SortOperator> op = SortOperator.fromCode(code);
        return op.isPresent()
                ? OPERATORS.get(op.get().ordinal())
                : Parsed.wrong(
                        op, new Problem(field, "unknown operator \"" + typed + "\": use " + SortOperator.codeList()));
    }

    /**
     * A read option's value as DynamoDB spells it: {@code true} or {@code false} for a flag (empty is false), else one of
     * its words (typed in lower case; empty is DynamoDB's default).
     */
    static Parsed<String> option(ReadOption option, String text) {
        if (option.isFlag()) {
            Parsed<Boolean> flag = flag(text, option.field());
            return new Parsed<>(flag.value().toString(), flag.problem());
        }
        for (String word : option.words()) {
            if (word.toLowerCase(Locale.ROOT).equals(text)) {
                return Parsed.ok(word);
            }
        }
        if (text.isEmpty()) {
            return Parsed.ok(option.defaultValue());
        }
        String words = String.join(
                ", ",
                option.words().stream()
                        .map(word -> word.toLowerCase(Locale.ROOT))
                        .toList());
        return Parsed.wrong(
                option.defaultValue(),
                new Problem(
                        option.field(),
                        "The " + option.field().code() + " setting must be one of " + words + ", not "
                                + Shown.quoted(text) + ".",
                        "must be one of " + words + ", not \"" + text + "\""));
    }

    static Parsed<Boolean> flag(String text, Field field) {
        if (text.isEmpty() || text.equals("false")) {
            return Parsed.ok(false);
        }
        if (text.equals("true")) {
            return Parsed.ok(true);
        }
        return Parsed.wrong(
                false,
                new Problem(
                        field,
                        ProblemSummaries.notAFlag(field.code(), text),
                        "must be true or false, not \"" + text + "\""));
    }

    static Parsed<ReadOrder> order(String text) {
        for (ReadOrder order : ReadOrder.values()) {
            if (order.code().equals(text)) {
                return Parsed.ok(order);
            }
        }
        if (text.isEmpty()) {
            return Parsed.ok(ReadOrder.ASC);
        }
        return Parsed.wrong(
                ReadOrder.ASC,
                new Problem(
                        Field.ORDER,
                        ProblemSummaries.unknownOrder(text),
                        "must be asc (ScanIndexForward=true) or desc (ScanIndexForward=false), not \"" + text + "\""));
    }

    static Parsed<NamePolicy> namePolicy(String text) {
        for (NamePolicy policy : NamePolicy.values()) {
            if (policy.code().equals(text)) {
                return Parsed.ok(policy);
            }
        }
        if (text.isEmpty()) {
            return Parsed.ok(NamePolicy.ALWAYS);
        }
        return Parsed.wrong(
                NamePolicy.ALWAYS,
                new Problem(
                        Field.NAMES,
                        ProblemSummaries.unknownNamePolicy(text),
                        "must be always (alias every name) or minimal (alias only names that need it), not \"" + text
                                + "\""));
    }

    static Parsed<OptionalInt> limit(String text) {
        if (text.isEmpty()) {
            return Parsed.ok(OptionalInt.empty());
        }
        if (!text.matches("[0-9]{1,10}")) {
            return Parsed.wrong(
                    OptionalInt.empty(),
                    new Problem(
                            Field.LIMIT,
                            ProblemSummaries.limitNotAWholeNumber(text),
                            "must be a whole number of at least 1, not \"" + text + "\""));
        }
        long limit = Long.parseLong(text);
        if (limit < 1) {
            return Parsed.wrong(
                    OptionalInt.empty(),
                    new Problem(
                            Field.LIMIT,
                            ProblemSummaries.limitBelowOne(text),
                            Messages.nameConstraint(
                                    text, "limit", "Member must have value greater than or equal to 1")));
        }
        if (limit > Integer.MAX_VALUE) {
            return Parsed.wrong(
                    OptionalInt.empty(),
                    new Problem(
                            Field.LIMIT, ProblemSummaries.limitTooLarge(text), "must be at most " + Integer.MAX_VALUE));
        }
        return Parsed.ok(OptionalInt.of((int) limit));
    }

    /** {@code select} is empty (every attribute, DynamoDB's default) or {@code count}: whether the Query only counts. */
    static Parsed<Boolean> select(String text) {
        if (text.isEmpty()) {
            return Parsed.ok(false);
        }
        if (text.equals("count")) {
            return Parsed.ok(true);
        }
        return Parsed.wrong(
                false,
                new Problem(
                        Field.SELECT,
                        "Select is \"" + text + "\": leave it empty to return items, or use count.",
                        "must be count or empty, not \"" + text + "\""));
    }
}
