package keyslice.snippets;

/**
 * The languages' string literals for code written outside this package (the design fixtures): the same escaping as
 * the snippets', so that every text a program carries is read back by its language exactly as given.
 */
public final class Literals {

    private Literals() {}

    /** A Java string literal ({@link JavaSyntax#literal}). */
    public static String java(String text) {
        return JavaSyntax.literal(text);
    }

    /** A JavaScript string literal ({@link JsSyntax#literal}). */
    public static String javascript(String text) {
        return JsSyntax.literal(text);
    }

    /** A Python 3 string literal ({@link PythonSyntax#literal}). */
    public static String python(String text) {
        return PythonSyntax.literal(text);
    }

    /** A Python 3 bytes literal ({@link PythonSyntax#bytesLiteral}). */
    public static String pythonBytes(byte[] bytes) {
        return PythonSyntax.bytesLiteral(bytes);
    }
}
