package keyslice.web;

import static keyslice.web.QueryApiTest.BETWEEN_ORDER;
import static keyslice.web.QueryApiTest.EMPTY_KEY_PREFIX;
import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.fieldsOf;
import static keyslice.web.QueryApiTest.messagesFor;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.QueryApiTest.onlyMessage;
import static keyslice.web.QueryApiTest.sortQuery;
import static keyslice.web.WebTestHttp.assertMediaType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /api/v1/query}: Each problem on its own field, in plain words before DynamoDB's: empty values, names, segments, limits, key sizes. */
class QueryApiProblemWordsTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

    @Test
    void eachErrorLeadsWithAPlainSummaryBeforeDynamoDbsWords() {
        JsonNode errors =
                errors(sortQuery("between", "ORDER#7").with("to", "ORDER#12").with("limit", "0"));
        assertEquals(2, errors.size(), errors::toString);
        JsonNode between = errors.get(0);
        assertEquals("to", between.get("field").asText());
        assertEquals(
                "The upper bound sorts before the lower bound: ORDER#7 > ORDER#12 because keys compare as text; "
                        + "pad the numbers (ORDER#07).",
                between.get("summary").asText());
        assertTrue(between.get("message").asText().startsWith(BETWEEN_ORDER), between::toString);
        JsonNode limit = errors.get(1);
        assertEquals(
                "The limit must be at least 1, not 0: it is how many items a page reads.",
                limit.get("summary").asText());
        assertEquals(
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1",
                limit.get("message").asText());
    }

    @Test
    void aRepeatedParameterIsSummarisedByName() {
        JsonNode error = errors(sortQuery("eq", "a").and("order", "asc", "order", "desc"))
                .get(0);
        assertEquals("order", error.get("field").asText());
        assertEquals(
                "The parameter order is given 2 times; give it once.",
                error.get("summary").asText());
        assertEquals("given 2 times; give it once", error.get("message").asText());
    }

    @Test
    void emptyKeyValuesSpeakDynamoDbsWords() {
        assertEquals(
                EMPTY_KEY_PREFIX + "string value. Key: PK",
                onlyMessage(errors(Query.of("pk", "PK", "pkValue", "")), "pkValue"));
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: PK", onlyMessage(errors(Query.of("pk", "PK")), "pkValue"));
        assertEquals(
                EMPTY_KEY_PREFIX + "string value. Key: Owner",
                onlyMessage(errors(Query.of("pk", "Owner", "pkValue", "")), "pkValue"));
        String sortMessage = onlyMessage(errors(sortQuery("eq", "")), "value");
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: SK", sortMessage);
        String binary = onlyMessage(errors(sortQuery("eq", "").and("skType", "B")), "value");
        assertTrue(binary.startsWith(EMPTY_KEY_PREFIX) && binary.endsWith("Key: SK"), binary);
        String upper = onlyMessage(errors(sortQuery("between", "a").and("to", "")), "to");
        assertEquals(EMPTY_KEY_PREFIX + "string value. Key: SK", upper);
    }

    @Test
    void missingPartitionKeyNameIsAnError() {
        JsonNode errors = errors(Query.of("pkValue", "x"));
        assertTrue(fieldsOf(errors).contains("pk"), errors::toString);
        assertTrue(fieldsOf(errors(Query.of())).contains("pk"));
    }

    @Test
    void sortValueWithoutSortKeyNameIsAnError() {
        assertTrue(fieldsOf(errors(Query.of("pk", "PK", "pkValue", "p", "value", "x")))
                .contains("sk"));
        assertTrue(fieldsOf(errors(Query.of("pk", "PK", "pkValue", "p", "seg", "x")))
                .contains("sk"));
    }

    @Test
    void sortKeyMustDifferFromPartitionKey() {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "sk", "PK", "op", "eq", "value", "v"));
        assertEquals(Set.of("sk"), fieldsOf(errors), errors::toString);
    }

    @Test
    void segmentContainingTheDelimiterIsAnErrorNamingTheSegment() {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "delim", "/", "seg", "root", "seg", "a/b", "seg", "c"));
        String message = onlyMessage(errors, "seg");
        assertTrue(message.contains("\"a/b\""), message);
        assertTrue(message.contains("segment 2"), message);

        JsonNode both = errors(Query.of(
                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "seg", "EVT#1", "seg", "x", "toSeg", "EVT",
                "toSeg", "y#z"));
        assertTrue(onlyMessage(both, "seg").contains("\"EVT#1\""), both::toString);
        assertTrue(onlyMessage(both, "toSeg").contains("\"y#z\""), both::toString);

        // the same segment is fine once the delimiter is another character
        ok(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "delim", "#", "seg", "root", "seg", "a/b"));
    }

    @Test
    void segmentsNeedAStringSortKey() {
        JsonNode errors = errors(
                Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "skType", "N", "op", "eq", "seg", "1", "seg", "2"));
        assertEquals(Set.of("seg"), fieldsOf(errors), errors::toString);
    }

    @ParameterizedTest(name = "{0}=\"{1}\" -> {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "table | ab | Member must have length greater than or equal to 3",
                "table | a | Member must have length greater than or equal to 3",
                "table | a b! | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "table | Drive/1 | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "table | Tablé | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                "index | ix | Member must have length greater than or equal to 3",
                "index | by owner | Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"
            })
    void tableAndIndexNamesAreChecked(String field, String name, String constraint) {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", field, name));
        List<String> messages = messagesFor(errors, field);
        assertTrue(
                messages.stream().anyMatch(m -> m.contains(constraint)), () -> constraint + " expected in " + errors);
        assertEquals(Set.of(field), fieldsOf(errors));
    }

    @Test
    void tableNameLengthBounds() {
        ok(Query.of("pk", "PK", "pkValue", "p", "table", "abc"));
        ok(Query.of("pk", "PK", "pkValue", "p", "table", "a".repeat(255), "index", "My_Index.v-2"));
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "table", "a".repeat(256)));
        assertTrue(onlyMessage(errors, "table").contains("Member must have length less than or equal to 255"));
    }

    @ParameterizedTest(name = "limit=\"{0}\"")
    @ValueSource(strings = {"0", "-1", "abc", "1.5", "1e3", " 5", "+5", "2147483648", "99999999999"})
    void limitMustBeAPositiveInteger(String limit) {
        JsonNode errors = errors(Query.of("pk", "PK", "pkValue", "p", "limit", limit));
        assertEquals(Set.of("limit"), fieldsOf(errors), errors::toString);
    }

    @Test
    void limitBounds() {
        assertEquals(
                1,
                ok(Query.of("pk", "PK", "pkValue", "p", "limit", "1"))
                        .get("request")
                        .get("Limit")
                        .intValue());
        assertEquals(
                Integer.MAX_VALUE,
                ok(Query.of("pk", "PK", "pkValue", "p", "limit", "2147483647"))
                        .get("request")
                        .get("Limit")
                        .intValue());
    }

    @ParameterizedTest(name = "{0}=\"{1}\"")
    @CsvSource({
        "op, contains",
        "op, BETWEEN",
        "op, ne",
        "skType, SS",
        "skType, s",
        "skType, String",
        "pkType, X",
        "pkType, n",
        "order, descending",
        "order, DESC",
        "names, none",
        "names, Minimal",
        "trail, yes",
        "trail, 1"
    })
    void unknownEnumeratedValuesAreErrorsOnTheirField(String field, String value) {
        JsonNode errors = errors(sortQuery("eq", "v").with(field, value));
        assertEquals(Set.of(field), fieldsOf(errors), errors::toString);
        if (field.equals("op")) {
            assertTrue(onlyMessage(errors, "op").contains(value), errors::toString);
        }
    }

    @Test
    void keySizesAreCountedInUtf8Bytes() {
        String emoji = "😀"; // 4 bytes of UTF-8, 2 UTF-16 units
        ok(sortQuery("eq", emoji.repeat(256)));
        String tooLong = onlyMessage(errors(sortQuery("eq", emoji.repeat(257))), "value");
        assertTrue(
                tooLong.startsWith("One or more parameter values were invalid: Aggregated size of all range keys has "
                        + "exceeded the size limit of 1024 bytes"),
                tooLong);

        ok(Query.of("pk", "PK", "pkValue", "é".repeat(1024)));
        String pkTooLong = onlyMessage(errors(Query.of("pk", "PK", "pkValue", "é".repeat(1025))), "pkValue");
        assertTrue(
                pkTooLong.startsWith("One or more parameter values were invalid: Size of hashkey has exceeded"),
                pkTooLong);

        // B counts decoded bytes
        ok(sortQuery("eq", Base64.getEncoder().encodeToString(new byte[1024])).and("skType", "B"));
        assertEquals(
                Set.of("value"),
                fieldsOf(errors(sortQuery("eq", Base64.getEncoder().encodeToString(new byte[1025]))
                        .and("skType", "B"))));
    }

    @Test
    void successfulResponsesAreJsonUtf8() {
        Answer response = http.api(Query.fileTree()).assertStatus(200);
        assertMediaType("application/json", "utf-8", response.contentType());
        Answer error = http.api(Query.of("pk", "PK")).assertStatus(400);
        assertMediaType("application/json", "utf-8", error.contentType());
    }
}
