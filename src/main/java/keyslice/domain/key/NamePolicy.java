package keyslice.domain.key;

/** Which attribute names get a {@code #placeholder}. */
public enum NamePolicy {
    /** Alias every name: always safe, and the default. */
    ALWAYS("always"),
    /** Alias only reserved words and names that are not {@code [A-Za-z][A-Za-z0-9]*}. */
    MINIMAL("minimal");

    private final String code;

    NamePolicy(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
