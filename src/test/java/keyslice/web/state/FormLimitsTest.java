package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FormLimitsTest {

    private static String keys(int n, String separator) {
        List<String> keys = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            keys.add("k" + i);
        }
        return String.join(separator, keys);
    }

    static Stream<Arguments> samples() {
        return Stream.of(
                Arguments.of("1000 keys", keys(1000, "\n"), 1000, false),
                Arguments.of("1000 keys and a trailing newline", keys(1000, "\n") + "\n", 1000, false),
                Arguments.of(
                        "1000 keys with CRLF breaks and a trailing CRLF", keys(1000, "\r\n") + "\r\n", 1000, false),
                Arguments.of("1000 keys with blank lines between them", keys(1000, "\n\n"), 1000, false),
                Arguments.of("1000 keys after a few empty lines", "\n\n\r\n" + keys(1000, "\n"), 1000, false),
                Arguments.of("1001 keys", keys(1001, "\n"), 1001, true),
                Arguments.of("1001 keys and a trailing newline", keys(1001, "\n") + "\n", 1001, true),
                Arguments.of(
                        "a key that is a single space counts",
                        String.join("\n", Collections.nCopies(3, " ")),
                        3,
                        false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void samplesAreCountedAsTheCompilerReadsThem(String name, String samples, int keys, boolean refused) {
        QueryForm form = QueryForm.builder()
                .table("Things")
                .index("byKind")
                .pk("PK")
                .pkValue("x")
                .samples(samples)
                .build();
        assertEquals(keys, keyslice.domain.form.SampleLines.of(samples).size());
        assertEquals(
                refused ? List.of("samples") : List.of(),
                FormLimits.problems(form).stream()
                        .map(keyslice.domain.form.Problem::field)
                        .toList());
        // An index read keeps every sample, so the slice shows exactly the keys counted.
        Compilation.Valid valid = (Compilation.Valid) QueryCompiler.compile(form);
        assertEquals(keys, valid.slice().orElseThrow().keys().size());
    }

    /** 400 items as the CLI prints a Query's output: past the field's limit, whose message says how the same items fit. */
    @org.junit.jupiter.api.Test
    void itemsPastTheLimitSayHowTheSameItemsFit() {
        String cli = "{\n    \"Items\": [\n"
                + String.join(
                        ",\n",
                        Collections.nCopies(
                                400,
                                "        {\n            \"PK\": {\n"
                                        + "                \"S\": \"T#1\"\n            },\n            \"SK\": {\n                \"S\": \"ORD#00001\"\n"
                                        + "            },\n            \"status\": {\n                \"S\": \"open\"\n            }\n        }"))
                + "\n    ]\n}";
        List<keyslice.domain.form.Problem> problems = FormLimits.problems(
                QueryForm.builder().pk("PK").pkValue("T#1").items(cli).build());
        assertEquals(
                List.of("items"),
                problems.stream().map(keyslice.domain.form.Problem::field).toList());
        org.junit.jupiter.api.Assertions.assertTrue(
                problems.get(0).summary().contains("jq -c '.Items[]'"),
                problems.get(0).summary());
    }
}
