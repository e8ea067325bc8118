package keyslice.domain.compile;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.Messages;
import keyslice.domain.key.ProblemSummaries;
import keyslice.domain.key.TableNames;

/**
 * The form's names (table, index, key attributes): each checked on its own, adding a {@link Problem} per rule it breaks,
 * in DynamoDB's words where DynamoDB has words for it. The fields with a meaning beyond their text are read before,
 * once, into a {@code ReadForm}.
 */
final class Fields {

    private Fields() {}

    static Optional<String> tableName(String name, String field, String member, List<Problem> problems) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int before = problems.size();
        if (name.length() < 3) {
            problems.add(new Problem(
                    field,
                    ProblemSummaries.nameTooShort(field, name),
                    Messages.nameConstraint(name, member, "Member must have length greater than or equal to 3")));
        } else if (name.length() > 255) {
            problems.add(new Problem(
                    field,
                    ProblemSummaries.nameTooLong(field, name),
                    Messages.nameConstraint(name, member, "Member must have length less than or equal to 255")));
        }
        if (!TableNames.isPlain(name)) {
            problems.add(new Problem(
                    field,
                    ProblemSummaries.nameCharacters(field, name),
                    Messages.nameConstraint(
                            name, member, "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+")));
        }
        return problems.size() == before ? Optional.of(name) : Optional.empty();
    }

    static Optional<String> tableName(String name, Field field, String member, List<Problem> problems) {
        return tableName(name, field.code(), member, problems);
    }

    static Optional<String> attributeName(String name, Field field, String role, List<Problem> problems) {
        if (name.isEmpty()) {
            problems.add(new Problem(
                    field,
                    "the " + role + " attribute name is required"
                            + (field == Field.PK
                                    ? ": every Query needs an equality condition on the partition key"
                                    : "")));
            return Optional.empty();
        }
        String problem = KeyAttribute.nameProblem(name);
        if (problem != null) {
            problems.add(new Problem(field, problem));
            return Optional.empty();
        }
        return Optional.of(name);
    }
}
