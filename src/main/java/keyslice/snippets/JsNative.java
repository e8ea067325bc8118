package keyslice.snippets;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.function.Function;
import keyslice.domain.KeyValue;

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

    private JsNative() {
    }

    /**
     * {@code "text"}, {@code 100}, or a Buffer (a Uint8Array); an N as a number literal where {@link #exactNumber}
     * allows, else as {@code inexact} writes it.
     */
    static String value(KeyValue value, Function<KeyValue, String> inexact) {
        return switch (value.type()) {
            case S -> JavaScriptSnippet.literal(value.wireText());
            case N -> exactNumber(value).orElseGet(() -> inexact.apply(value));
            case B -> "Buffer.from(" + JavaScriptSnippet.literal(value.wireText()) + ", \"base64\")";
        };
    }

    /** The number as a JavaScript literal when a JavaScript number holds it exactly ({@code 100}, {@code -1.5}). */
    static Optional<String> exactNumber(KeyValue value) {
        BigDecimal exact = ((KeyValue.NumberValue) value).number();
        double d = exact.doubleValue();
        if (Double.isFinite(d) && new BigDecimal(Double.toString(d)).compareTo(exact) == 0) {
            return Optional.of(value.wireText());
        }
        return Optional.empty();
    }
}
