package keyslice.domain.expression;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import keyslice.domain.form.Field;

/**
 * The Query's simple read options: a member of DynamoDB's Query input whose value is a flag or one of a few words, which
 * changes how a page is read but not which items it returns. Each is one constant holding, as its constructor's
 * arguments, the form's field that sets it, its member's name and the spellings that do not follow from that name; the
 * JSON writer, each code target and the form read every option through these, so a new one is a constant here, its
 * {@link Field}, and the SDK mapping's switch over this enum. The builder's form shows a control for each (a
 * checkbox for a flag, a select for words).
 *
 * <p>Spellings by convention: the AWS CLI's option is the member in kebab case ({@code --consistent-read}), the Java
 * SDK's builder method the member in lower camel case ({@code consistentRead}), the Go field and the JavaScript and
 * Python key the member itself.
 */
public enum ReadOption {
    CONSISTENT_READ(
            Field.CONSISTENT, "ConsistentRead", "Strongly consistent read (twice the read units)", "consistent", true);

    private final Field field;
    private final String member;
    private final String control;
    private final String toolboxName;
    private final boolean inEnhancedRequest;
    private final List<String> words;

    /**
     * @param field             the form's field that sets it: {@code true} or {@code false} for a flag, else one of
     *                          {@code words} in lower case
     * @param member            the Query input's member, as DynamoDB's JSON names it
     * @param control           what the builder's control for it says
     * @param toolboxName       dynamodb-toolbox's name for it among a query's options
     * @param inEnhancedRequest whether the Java enhanced client's {@code QueryEnhancedRequest} can send it
     * @param words             the values of an option that is not a flag, DynamoDB's default first; none for a flag
     */
    ReadOption(
            Field field,
            String member,
            String control,
            String toolboxName,
            boolean inEnhancedRequest,
            String... words) {
        this.field = field;
        this.member = member;
        this.control = control;
        this.toolboxName = toolboxName;
        this.inEnhancedRequest = inEnhancedRequest;
        this.words = List.of(words);
    }

    /** The option whose member is {@code member} ({@code ConsistentRead}). */
    public static Optional<ReadOption> named(String member) {
        return Arrays.stream(values())
                .filter(option -> option.member.equals(member))
                .findFirst();
    }

    public Field field() {
        return field;
    }

    /** The member's name in DynamoDB's JSON ({@code ConsistentRead}), which Go and the scripts' maps write as well. */
    public String member() {
        return member;
    }

    /** What the builder's control says: a checkbox's label for a flag, the select's label for words. */
    public String control() {
        return control;
    }

    public String toolboxName() {
        return toolboxName;
    }

    public boolean inEnhancedRequest() {
        return inEnhancedRequest;
    }

    /** Whether the value is {@code true} or {@code false}; else it is one of {@link #words}. */
    public boolean isFlag() {
        return words.isEmpty();
    }

    /** The values of a word option, as DynamoDB spells them, DynamoDB's default first; empty for a flag. */
    public List<String> words() {
        return words;
    }

    /** The value DynamoDB assumes when the member is left out, which the request therefore never sends. */
    public String defaultValue() {
        return isFlag() ? "false" : words.get(0);
    }

    /** The AWS CLI's option: {@code --consistent-read}. */
    public String cliOption() {
        return "--" + member.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** The Java SDK's builder method: {@code consistentRead}. */
    public String javaMethod() {
        return Character.toLowerCase(member.charAt(0)) + member.substring(1);
    }
}
