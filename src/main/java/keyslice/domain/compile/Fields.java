package keyslice.domain.compile;

import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.Messages;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.ProblemSummaries;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * The form's single-valued fields (names, key types, flags, read order, limit, name policy): each parsed on its own,
 * adding a {@link Problem} per rule it breaks, in DynamoDB's words where DynamoDB has words for it.
 */
final class Fields {

    private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    private Fields() {
    }

    static Optional<String> tableName(String name, String field, String member, List<Problem> problems) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int before = problems.size();
        if (name.length() < 3) {
            problems.add(new Problem(field, ProblemSummaries.nameTooShort(field, name),
                    Messages.nameConstraint(name, member, "Member must have length greater than or equal to 3")));
        } else if (name.length() > 255) {
            problems.add(new Problem(field, ProblemSummaries.nameTooLong(field, name),
                    Messages.nameConstraint(name, member, "Member must have length less than or equal to 255")));
        }
        if (!TABLE_NAME.matcher(name).matches()) {
            problems.add(new Problem(field, ProblemSummaries.nameCharacters(field, name), Messages.nameConstraint(name, member,
                    "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+")));
        }
        return problems.size() == before ? Optional.of(name) : Optional.empty();
    }

    static Optional<String> tableName(String name, Field field, String member, List<Problem> problems) {
        return tableName(name, field.code(), member, problems);
    }

    static Optional<String> attributeName(String name, Field field, String role, List<Problem> problems) {
        if (name.isEmpty()) {
            problems.add(new Problem(field, "the " + role + " attribute name is required"
                    + (field == Field.PK ? ": every Query needs an equality condition on the partition key" : "")));
            return Optional.empty();
        }
        String problem = KeyAttribute.nameProblem(name);
        if (problem != null) {
            problems.add(new Problem(field, problem));
            return Optional.empty();
        }
        return Optional.of(name);
    }

    static Optional<KeyType> keyType(String code, Field field, List<Problem> problems) {
        Optional<KeyType> type = KeyType.fromCode(code);
        if (type.isEmpty()) {
            problems.add(new Problem(field, "unknown key type \"" + code + "\": use S (string), N (number) or B (binary)"));
        }
        return type;
    }

    static boolean flag(String text, Field field, List<Problem> problems) {
        if (text.isEmpty() || text.equals("false")) {
            return false;
        }
        if (text.equals("true")) {
            return true;
        }
        problems.add(new Problem(field, ProblemSummaries.notAFlag(field.code(), text), "must be true or false, not \"" + text + "\""));
        return false;
    }

    static ReadOrder order(String text, List<Problem> problems) {
        for (ReadOrder order : ReadOrder.values()) {
            if (order.code().equals(text)) {
                return order;
            }
        }
        if (!text.isEmpty()) {
            problems.add(new Problem(Field.ORDER, ProblemSummaries.unknownOrder(text),
                    "must be asc (ScanIndexForward=true) or desc (ScanIndexForward=false), not \""
                    + text + "\""));
        }
        return ReadOrder.ASC;
    }

    static NamePolicy namePolicy(String text, List<Problem> problems) {
        for (NamePolicy policy : NamePolicy.values()) {
            if (policy.code().equals(text)) {
                return policy;
            }
        }
        if (!text.isEmpty()) {
            problems.add(new Problem(Field.NAMES, ProblemSummaries.unknownNamePolicy(text),
                    "must be always (alias every name) or minimal (alias only names that need it), not \""
                    + text + "\""));
        }
        return NamePolicy.ALWAYS;
    }

    static OptionalInt limit(String text, List<Problem> problems) {
        if (text.isEmpty()) {
            return OptionalInt.empty();
        }
        if (!text.matches("[0-9]{1,10}")) {
            problems.add(new Problem(Field.LIMIT, ProblemSummaries.limitNotAWholeNumber(text),
                    "must be a whole number of at least 1, not \"" + text + "\""));
            return OptionalInt.empty();
        }
        long limit = Long.parseLong(text);
        if (limit < 1) {
            problems.add(new Problem(Field.LIMIT, ProblemSummaries.limitBelowOne(text),
                    Messages.nameConstraint(text, "limit", "Member must have value greater than or equal to 1")));
            return OptionalInt.empty();
        }
        if (limit > Integer.MAX_VALUE) {
            problems.add(new Problem(Field.LIMIT, ProblemSummaries.limitTooLarge(text), "must be at most " + Integer.MAX_VALUE));
            return OptionalInt.empty();
        }
        return OptionalInt.of((int) limit);
    }

    /** {@code select} is empty (every attribute, DynamoDB's default) or {@code count}. */
    static boolean select(String text, List<Problem> problems) {
        if (text.isEmpty()) {
            return false;
        }
        if (text.equals("count")) {
            return true;
        }
        problems.add(new Problem(Field.SELECT, "Select is \"" + text + "\": leave it empty to return items, or use count.",
                "must be count or empty, not \"" + text + "\""));
        return false;
    }
}
