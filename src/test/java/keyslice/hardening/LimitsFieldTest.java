package keyslice.hardening;

import static keyslice.hardening.LimitsFixtures.app;
import static keyslice.hardening.LimitsFixtures.assertFieldRefused;
import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The limits of one field: segments, value lengths and sample lines, each refusal naming its field.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LimitsFieldTest {
    @RegisterExtension
    static final RunningApp app = LimitsFixtures.app;

    // --- segments, value lengths, samples: 400 naming the field (API), 200 with the error at the field (page) ---

    @Test
    void tooManySegmentsNamesSeg() throws IOException {
        String q = "pk=PK&pkValue=a&sk=SK" + "&seg=s".repeat(65);
        assertFieldRefused(q, "seg", "64");
    }

    @Test
    void tooManyUpperBoundSegmentsNamesToSeg() throws IOException {
        String q = "pk=PK&pkValue=a&sk=SK&op=between&value=a" + "&toSeg=s".repeat(65);
        assertFieldRefused(q, "toSeg", "64");
    }

    @Test
    void sixtyFourSegmentsAreFine() throws IOException {
        assertEquals(
                200,
                RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a&sk=SK" + "&seg=s".repeat(64))
                        .status());
    }

    @Test
    void aTooLongSegmentNamesSeg() throws IOException {
        assertFieldRefused("pk=PK&pkValue=a&sk=SK&seg=root&seg=" + "x".repeat(4097), "seg", "4096");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pkValue", "value", "to", "pk", "sk", "delim"})
    void aTooLongValueNamesItsField(String field) throws IOException {
        Map<String, String> form = new java.util.LinkedHashMap<>(
                Map.of("pk", "PK", "pkValue", "a", "sk", "SK", "op", "between", "value", "a", "to", "b"));
        form.put(field, "x".repeat(4097));
        if (field.equals("delim")) {
            form.put("seg", "root");
        }
        StringBuilder q = new StringBuilder();
        form.forEach((k, v) ->
                q.append(q.length() == 0 ? "" : "&").append(k).append('=').append(encode(v)));
        assertFieldRefused(q.toString(), field, "4096");
    }

    @Test
    void aValueAtDynamoDbsOwnLimitIsNotRefusedByKeyslice() throws IOException {
        // 2048 bytes is DynamoDB's partition-key limit: keyslice's own limit sits above it.
        Answer r = RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=" + "x".repeat(2048));
        assertEquals(200, r.status(), r::toString);
    }

    @Test
    void tooManySamplesAreLeftUnreadAndSaySo() throws IOException {
        // Samples are not part of the Query: past 1,000 they are not read, and the Query is answered all the same.
        String query = "pk=PK&pkValue=a&sk=SK&value=k&samples=" + String.join("%0A", Collections.nCopies(1001, "k"));
        Answer api = RawHttp.get(app.port(), "/api/v1/query?" + query);
        assertEquals(200, api.status(), api::toString);
        assertTrue(
                api.body().contains("\"code\":\"samples-unread\"") && api.body().contains("1000"), api::toString);
        assertFalse(api.body().contains("\"slice\""), "no slice of samples that are not read: " + api);
        List<String> shown =
                Html.fieldErrors(RawHttp.get(app.port(), "/?" + query).body(), "samples");
        assertTrue(shown.stream().anyMatch(m -> m.contains("1000")), () -> "next to the samples: " + shown);
        String fine = String.join("%0A", Collections.nCopies(1000, "k"));
        assertTrue(RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a&sk=SK&value=k&samples=" + fine)
                .body()
                .contains("\"slice\""));
    }
}
