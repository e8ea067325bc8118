package keyslice.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.Test;

/** The names and values read out of a pretty request are what the mapper writes for them alone. */
class JsonTest {

    private final Json json = new Json();

    @Test
    void theNamesAndValuesOfAPrettyRequestAreThoseWrittenAlone() {
        // Texts that look like the printer's own lines and braces, escapes, and text beyond ASCII.
        List<String> texts = List.of("PK", "a\n  }", "\"\\ }", "\n}\n  \"x\" : {", "é🙂\u2028", "{ }", "");
        for (int size = 0; size <= texts.size(); size++) {
            Map<String, String> names = new LinkedHashMap<>();
            Map<String, ItemValue.Scalar> values = new LinkedHashMap<>();
            for (int i = 0; i < size; i++) {
                names.put("#n" + i, texts.get(i));
                values.put(
                        ":v" + i,
                        i % 2 == 0 ? new ItemValue.S(texts.get(i)) : new ItemValue.N(java.math.BigDecimal.valueOf(i)));
            }
            QueryInput input = new QueryInput(
                    Optional.of("T"),
                    Optional.of("byKind"),
                    "#n0 = :v0",
                    Optional.of("a\n  }"),
                    Optional.empty(),
                    names,
                    values,
                    true,
                    OptionalInt.of(5),
                    false,
                    Map.of());
            Json.PrettyRequest pretty = json.prettyRequest(input);
            assertEquals(json.pretty(input), pretty.request());
            assertEquals(json.pretty(names), pretty.names(), pretty.request());
            assertEquals(json.pretty(values), pretty.values(), pretty.request());
        }
    }
}
