package keyslice.web.builder;

/**
 * The note under a typed value that says which of it and the value segment rows build ({@code ReadForm.joined}) the
 * Query uses.
 */
final class ComposedValues {

    /** The highest code point: the prefix-upper-bound fix appends it, and most fonts draw it as nothing or a box. */
    private static final String HIGHEST = new String(Character.toChars(Character.MAX_CODE_POINT));

    private ComposedValues() {}

    /** The note under a typed value: which value is used, or what an invisible last character means; "" for none. */
    static String note(String typed, String composed) {
        if (composed.isEmpty()) {
            return typed.endsWith(HIGHEST)
                    ? "Ends with U+10FFFF, the highest character (it may show as nothing or a box): "
                            + "every key that starts with " + typed.substring(0, typed.length() - HIGHEST.length())
                            + " is within it."
                    : "";
        }
        return typed.isEmpty()
                ? "Built from the segments below: " + composed
                : "Not used while segments are filled in: they build " + composed + ". Clear them to use this value.";
    }
}
