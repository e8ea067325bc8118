package keyslice.domain.key;

/**
 * The characters DynamoDB allows in table and index names ({@code [a-zA-Z0-9_.-]}), written once: the compiler's
 * rule, its problem's wording and the programs' titles read them here. Matched by hand, not by a regular expression:
 * every form and every fix it proves has a table name to check.
 */
public final class TableNames {

    private TableNames() {}

    /** Whether {@code codePoint} is one of {@code [a-zA-Z0-9_.-]}. */
    public static boolean isNameCharacter(int codePoint) {
        return (codePoint >= 'a' && codePoint <= 'z')
                || (codePoint >= 'A' && codePoint <= 'Z')
                || (codePoint >= '0' && codePoint <= '9')
                || codePoint == '_'
                || codePoint == '.'
                || codePoint == '-';
    }

    /** Whether {@code name} is one or more such characters ({@code [a-zA-Z0-9_.-]+}), whatever its length. */
    public static boolean isPlain(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!isNameCharacter(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
