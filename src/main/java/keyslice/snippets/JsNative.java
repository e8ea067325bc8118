package keyslice.snippets;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.function.Function;
import keyslice.domain.filter.ItemValue;

/**
 * What the JavaScript programs on the DocumentClient (js-document, dynamodb-toolbox) share: native values, the
 * client that reads numbers without rounding them, and the line each item prints as.
 */
final class JsNative {

    /** Imports and the client: numbers a JavaScript number would round come back as NumberValue. */
    static final String DOCUMENT_CLIENT = """
            // Numbers that a JavaScript number would round come back as NumberValue, which keeps their digits.
            const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
              unmarshallOptions: {
                wrapNumbers: (text) => (String(Number(text)) === text ? Number(text) : NumberValue.from(text)),
              },
            });

            """;

    static final String PRINT_ITEM = """
            // Prints an item as one line of JSON: binary values in base64, a NumberValue as its digits.
            function printItem(item) {
              console.log(JSON.stringify(item, function (key, value) {
                const raw = this[key];
                return raw instanceof Uint8Array ? Buffer.from(raw).toString("base64")
                  : raw instanceof NumberValue ? raw.toString() : value;
              }));
            }

            """;

    /** 2^53 - 1, JavaScript's Number.MAX_SAFE_INTEGER. */
    private static final double MAX_SAFE_INTEGER = 9007199254740991d;

    private JsNative() {}

    /**
     * {@code "text"}, {@code 100}, a Buffer (a Uint8Array), {@code true} or {@code null}, as the DocumentClient
     * marshals them; an N as a number literal where {@link #exactNumber} allows, else as {@code inexact} writes it.
     */
    static String value(ItemValue.Scalar value, Function<ItemValue.N, String> inexact) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return JsSyntax.literal(s.text());
            }

            public String number(ItemValue.N n) {
                return exactNumber(n).orElseGet(() -> inexact.apply(n));
            }

            public String binary(ItemValue.B b) {
                return "Buffer.from(" + JsSyntax.literal(b.base64()) + ", \"base64\")";
            }

            public String bool(ItemValue.Bool bool) {
                return Boolean.toString(bool.value());
            }

            public String nul(ItemValue.Null nul) {
                return "null";
            }
        });
    }

    /**
     * The number as a JavaScript literal when a JavaScript number holds it exactly ({@code 100}, {@code -1.5}) and the
     * DocumentClient takes it: it refuses one beyond Number.MAX_SAFE_INTEGER ({@code 1e100}), asking for NumberValue.
     */
    static Optional<String> exactNumber(ItemValue.N value) {
        BigDecimal exact = value.number();
        double d = exact.doubleValue();
        if (Math.abs(d) <= MAX_SAFE_INTEGER && new BigDecimal(Double.toString(d)).compareTo(exact) == 0) {
            return Optional.of(value.text());
        }
        return Optional.empty();
    }
}
