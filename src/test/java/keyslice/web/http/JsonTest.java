package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.Test;

/** The request, names and values written by hand are the mapper's own pretty text, for every member and every escape. */
class JsonTest {

    private final Json json = new Json();

    /** Every control character, the quote and backslash, DEL, text beyond ASCII, a lone surrogate, the printer's look. */
    private static final List<String> PIECES = List.of(
            "PK", "\"", "\\", "\u007f", "é", "🙂", "\u2028", "\ud800", "{ }", " : ", "\n  }", "/", "<", "'", "");

    private static String text(Random random) {
        StringBuilder text = new StringBuilder();
        for (int pieces = random.nextInt(4); pieces > 0; pieces--) {
            text.append(
                    random.nextInt(3) == 0
                            ? String.valueOf((char) random.nextInt(0x20))
                            : PIECES.get(random.nextInt(PIECES.size())));
        }
        return text.toString();
    }

    private static ItemValue.Scalar scalar(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> new ItemValue.S(text(random));
            case 1 -> new ItemValue.N(BigDecimal.valueOf(random.nextLong(), random.nextInt(20) - 10));
            case 2 -> new ItemValue.B(text(random).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            case 3 -> new ItemValue.Bool(random.nextBoolean());
            default -> new ItemValue.Null();
        };
    }

    private static <T> Optional<T> maybe(Random random, T value) {
        return random.nextBoolean() ? Optional.of(value) : Optional.empty();
    }

    @Test
    void theHandWrittenRequestNamesAndValuesAreTheMappersOwn() {
        Random random = new Random(20261205);
        for (int i = 0; i < 3_000; i++) {
            Map<String, String> names = new LinkedHashMap<>();
            Map<String, ItemValue.Scalar> values = new LinkedHashMap<>();
            for (int n = random.nextInt(4); n > 0; n--) {
                names.put("#" + text(random), text(random));
            }
            for (int n = random.nextInt(4); n > 0; n--) {
                values.put(":" + text(random), scalar(random));
            }
            boolean count = random.nextBoolean();
            QueryInput input = new QueryInput(
                    maybe(random, text(random)),
                    maybe(random, text(random)),
                    text(random),
                    maybe(random, text(random)),
                    count ? Optional.empty() : maybe(random, text(random)),
                    names,
                    values,
                    random.nextBoolean(),
                    random.nextBoolean() ? OptionalInt.of(random.nextInt(1000) + 1) : OptionalInt.empty(),
                    count,
                    Map.of(ReadOption.CONSISTENT_READ, Boolean.toString(random.nextBoolean())));
            Json.PrettyRequest pretty = json.prettyRequest(input);
            assertEquals(json.pretty(input), pretty.request());
            assertEquals(json.pretty(input.expressionAttributeNames()), pretty.names(), pretty.request());
            assertEquals(json.pretty(input.expressionAttributeValues()), pretty.values(), pretty.request());
        }
    }

    /**
     * The API's bytes are those of Jackson's own {@code writeValueAsBytes}, whatever their length: one write of the
     * generator's buffer, several past it (8,000 bytes), a character beyond ASCII or a surrogate pair astride a write's
     * edge, a lone surrogate (escaped in bytes, unlike in {@link Json#compact}'s text).
     */
    @Test
    void compactBytesAreJacksonsOwnAtEveryLength() throws Exception {
        ObjectMapper jackson = new ObjectMapper();
        Random random = new Random(20261206);
        for (int length = 0; length < 40_000; length += 1 + random.nextInt(700)) {
            StringBuilder text = new StringBuilder();
            while (text.length() < length) {
                text.append(PIECES.get(random.nextInt(PIECES.size())));
            }
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("text", text.toString());
            body.put("list", List.of(text.substring(0, text.length() / 3), length));
            assertArrayEquals(jackson.writeValueAsBytes(body), json.compactBytes(body), "" + length);
        }
    }
}
