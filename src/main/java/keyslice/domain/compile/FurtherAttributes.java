package keyslice.domain.compile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.Messages;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.ProblemSummaries;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;

/**
 * The rules of a multi-attribute index key, which DynamoDB allows on a global secondary index: up to four partition
 * attributes, each with {@code =}, and up to four sort attributes, given left to right, of which only the last may
 * use a range or {@code begins_with}. Attributes 2 to 4 are checked here; the first ones stay the compiler's own.
 */
final class FurtherAttributes {

    private static final int FIRST_FURTHER = 2;

    private FurtherAttributes() {}

    /** The further attributes' conditions, left to right; complete only when no problem was added. */
    record Conditions(List<PartitionKeyCondition> partition, List<SortKeyCondition> sort) {}

    /** The further attributes' conditions; a problem's fix, where there is one, is offered unproven (see {@link Validation}). */
    static Conditions check(ReadForm read, List<Problem> problems) {
        QueryForm form = read.form();
        List<PartitionKeyCondition> partition = new ArrayList<>();
        for (int number = FIRST_FURTHER; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            partitionAttribute(read, number, problems).ifPresent(partition::add);
        }
        int lastSort = lastNamedSort(form);
        if (lastSort >= FIRST_FURTHER && form.sk().isEmpty()) {
            problems.add(gap(Field.SK, sortField(lastSort), "sort"));
        }
        if (lastSort >= FIRST_FURTHER && !form.sk().isEmpty()) {
            read.operator().ifPresent(op -> earlierUsesEq(Field.OP, Field.SK, op, problems));
        }
        List<SortKeyCondition> sort = new ArrayList<>();
        for (int number = FIRST_FURTHER; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            sortAttribute(read, number, lastSort, problems).ifPresent(sort::add);
        }
        if (lastSort >= FIRST_FURTHER || lastNamedPartition(form) >= FIRST_FURTHER) {
            if (form.index().isEmpty()) {
                problems.add(new Problem(
                        Field.INDEX,
                        "A key of several attributes exists only on a global secondary index: "
                                + "enter the index name.",
                        "a multi-attribute key needs IndexName: a table's own key has one "
                                + "partition attribute and at most one sort attribute"));
            }
            repeatedNames(form, problems);
        }
        return new Conditions(partition, sort);
    }

    /** Whether the form names a second sort attribute, so that its samples are tuples. */
    static boolean multiAttributeSort(QueryForm form) {
        return lastNamedSort(form) >= FIRST_FURTHER;
    }

    /** The sort attributes named, left to right, when each has a usable name and type (else their problems say why). */
    static Optional<List<KeyAttribute>> sortAttributes(ReadForm read) {
        List<KeyAttribute> attributes = new ArrayList<>();
        List<Map.Entry<String, Optional<KeyType>>> named =
                new ArrayList<>(List.of(Map.entry(read.form().sk(), read.sortType())));
        for (int number = FIRST_FURTHER; number <= lastNamedSort(read.form()); number++) {
            named.add(Map.entry(
                    read.furtherSk(number).given().name(),
                    read.furtherSk(number).type().value()));
        }
        for (Map.Entry<String, Optional<KeyType>> attribute : named) {
            Optional<KeyType> type = attribute.getValue();
            if (KeyAttribute.nameProblem(attribute.getKey()) != null || type.isEmpty()) {
                return Optional.empty();
            }
            attributes.add(new KeyAttribute(attribute.getKey(), type.get()));
        }
        return Optional.of(attributes);
    }

    private static Optional<PartitionKeyCondition> partitionAttribute(
            ReadForm read, int number, List<Problem> problems) {
        QueryForm form = read.form();
        QueryForm.FurtherPk given = form.furtherPk(number);
        Field field = Field.pk(number);
        if (given.name().isEmpty()) {
            if (number < lastNamedPartition(form)) {
                problems.add(gap(field, partitionField(lastNamedPartition(form)), "partition"));
            } else if (!given.value().isEmpty()) {
                problems.add(new Problem(
                        field,
                        "a value is given in " + Field.pkValue(number).code() + ", so the partition key attribute name "
                                + field.code() + " is required"));
            }
            return Optional.empty();
        }
        Optional<String> name = Fields.attributeName(given.name(), field, "partition key " + number, problems);
        Optional<KeyType> type = read.furtherPk(number).type().into(problems);
        if (type.isEmpty()) {
            return Optional.empty();
        }
        // Every partition attribute takes an equality: the value is what the key condition compares it with.
        Optional<KeyValue> value = Validation.keyValue(
                type.get(),
                given.value(),
                name.orElse(given.name()),
                ExpressionBuilder.PK_VALUE + number,
                Field.pkValue(number),
                KeyQuery.MAX_PARTITION_KEY_BYTES,
                Messages.HASH_KEY_TOO_LONG,
                problems);
        if (name.isEmpty() || value.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new PartitionKeyCondition(new KeyAttribute(name.get(), type.get()), value.get()));
    }

    private static Optional<SortKeyCondition> sortAttribute(
            ReadForm read, int number, int lastSort, List<Problem> problems) {
        QueryForm form = read.form();
        QueryForm.FurtherSk given = form.furtherSk(number);
        Field field = Field.sk(number);
        if (given.name().isEmpty()) {
            if (number < lastSort) {
                problems.add(gap(field, sortField(lastSort), "sort"));
            } else if (!given.value().isEmpty()) {
                problems.add(new Problem(
                        field,
                        "a value is given in " + Field.value(number).code() + ", so the sort key attribute name "
                                + field.code() + " is required"));
            }
            return Optional.empty();
        }
        Optional<String> name = Fields.attributeName(given.name(), field, "sort key " + number, problems);
        Optional<KeyType> type = read.furtherSk(number).type().into(problems);
        Optional<SortOperator> op = read.furtherSk(number).op().into(problems);
        if (op.isPresent() && number < lastSort) {
            earlierUsesEq(Field.op(number), field, op.get(), problems);
        }
        if (type.isEmpty() || op.isEmpty()) {
            return Optional.empty();
        }
        String keyName = name.orElse(given.name());
        boolean operatorFits = op.get().allowedFor(type.get());
        if (!operatorFits) {
            problems.add(new Problem(
                    Field.op(number), ProblemSummaries.beginsWithOnNumber(keyName), Messages.BEGINS_WITH_ON_NUMBER));
        }
        List<String> texts =
                List.of(given.value(), given.to()).subList(0, op.get().arity());
        List<Field> fields = List.of(Field.value(number), Field.to(number));
        List<String> placeholders =
                ExpressionBuilder.sortPlaceholders(number, op.get().arity());
        List<KeyValue> values = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Validation.keyValue(
                            type.get(),
                            texts.get(i),
                            keyName,
                            placeholders.get(i),
                            fields.get(i),
                            KeyQuery.MAX_SORT_KEY_BYTES,
                            Messages.RANGE_KEY_TOO_LONG,
                            problems)
                    .ifPresent(values::add);
        }
        if (values.size() == 2 && KeyOrder.compare(values.get(0), values.get(1)) > 0) {
            problems.add(new Problem(
                    fields.get(1),
                    ProblemSummaries.betweenOrder(values.get(0), values.get(1)),
                    Messages.betweenOrder(values.get(0), values.get(1)),
                    Validation.boundsInOrder(
                            values.get(0),
                            values.get(1),
                            form.toBuilder()
                                    .value(number, given.to())
                                    .to(number, given.value())
                                    .build(),
                            bounds -> Optional.of(form.toBuilder()
                                    .value(number, bounds.lower())
                                    .to(number, bounds.upper())
                                    .build()))));
            return Optional.empty();
        }
        if (!operatorFits || name.isEmpty() || values.size() < texts.size()) {
            return Optional.empty();
        }
        return Optional.of(new SortKeyCondition(
                new KeyAttribute(name.get(), type.get()), op.get().condition(values)));
    }

    /** A sort attribute that another follows narrows to one value, so that the index's tuple order keeps the matches together. */
    private static void earlierUsesEq(Field opField, Field keyField, SortOperator op, List<Problem> problems) {
        String opCode = op.code();
        if (op != SortOperator.EQ) {
            problems.add(new Problem(
                    opField,
                    "The sort key attribute " + keyField.code() + " is followed by another, so it must use eq, not "
                            + opCode
                            + ": only the last sort key attribute given may use <, <=, >, >=, between or begins_with.",
                    "only the last sort key attribute in a key condition may use <, <=, >, >=, BETWEEN or begins_with; "
                            + keyField.code() + " is followed by another and uses " + opCode));
        }
    }

    /** {@code missing} is blank while {@code given}, a later attribute of the same key, is named. */
    private static Problem gap(Field missing, Field given, String role) {
        String rule = role.equals("sort")
                ? "sort key attributes are given from left to right without a gap"
                : "a Query needs every partition key attribute, each with =";
        return new Problem(
                missing,
                "The " + role + " key attribute " + missing.code() + " is missing, but " + given.code()
                        + " is given: enter " + missing.code() + ", since " + rule + ".",
                rule + ": " + given.code() + " is given, so " + missing.code() + " is required");
    }

    /** Partition attribute {@code number}'s name field, the first's included. */
    private static Field partitionField(int number) {
        return number == 1 ? Field.PK : Field.pk(number);
    }

    /** Sort attribute {@code number}'s name field, the first's included. */
    private static Field sortField(int number) {
        return number == 1 ? Field.SK : Field.sk(number);
    }

    private static int lastNamedPartition(QueryForm form) {
        for (int number = QueryForm.MAX_KEY_ATTRIBUTES; number >= FIRST_FURTHER; number--) {
            if (!form.furtherPk(number).name().isEmpty()) {
                return number;
            }
        }
        return 1;
    }

    private static int lastNamedSort(QueryForm form) {
        for (int number = QueryForm.MAX_KEY_ATTRIBUTES; number >= FIRST_FURTHER; number--) {
            if (!form.furtherSk(number).name().isEmpty()) {
                return number;
            }
        }
        return form.sk().isEmpty() ? 0 : 1;
    }

    /** The first field to name each attribute keeps it; a later one is a problem (pk and sk alike are the compiler's). */
    private static void repeatedNames(QueryForm form, List<Problem> problems) {
        Map<String, Field> fields = new LinkedHashMap<>();
        List<Map.Entry<Field, String>> named = new ArrayList<>();
        named.add(Map.entry(Field.PK, form.pk()));
        for (int number = FIRST_FURTHER; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            named.add(Map.entry(Field.pk(number), form.furtherPk(number).name()));
        }
        named.add(Map.entry(Field.SK, form.sk()));
        for (int number = FIRST_FURTHER; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            named.add(Map.entry(Field.sk(number), form.furtherSk(number).name()));
        }
        for (Map.Entry<Field, String> entry : named) {
            Field field = entry.getKey();
            String name = entry.getValue();
            if (name.isEmpty()) {
                continue;
            }
            Field first = fields.putIfAbsent(name, field);
            if (first != null && !(first == Field.PK && field == Field.SK)) {
                problems.add(new Problem(
                        field,
                        "each key attribute appears once in a key, but " + field.code() + " names \"" + name
                                + "\", which " + first.code() + " already names"));
            }
        }
    }
}
