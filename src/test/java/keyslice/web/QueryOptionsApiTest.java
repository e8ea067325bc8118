package keyslice.web;

import static keyslice.web.QueryApiTest.fieldsOf;
import static keyslice.web.QueryApiTest.messagesFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Set;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The parts of a Query after its key condition (filter, projection, Select COUNT, ConsistentRead) in the API. */
class QueryOptionsApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    private static JsonNode ok(Query query) {
        return http.api(query).assertStatus(200).json();
    }

    private static JsonNode ok(String rawQuery) {
        return http.api(rawQuery).assertStatus(200).json();
    }

    private static JsonNode errors(Query query) {
        return QueryApiTest.errors(http.api(query));
    }

    private static Query base(String... more) {
        return Query.of(
                        "table",
                        "Drive",
                        "pk",
                        "PK",
                        "pkValue",
                        "DRIVE#a91",
                        "sk",
                        "SK",
                        "op",
                        "begins_with",
                        "value",
                        "root/")
                .and(more);
    }

    @Test
    void theFilterAndProjectionJoinTheKeyConditionsNamesAndValuesInTheRequest() throws Exception {
        JsonNode body = ok(base(
                "filter",
                "status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt) AND done = false AND note = null",
                "project",
                "PK, title, owner.name",
                "consistent",
                "true"));
        JsonNode request = body.get("request");
        assertEquals(
                "#pk = :pk AND begins_with(#sk, :sk)",
                request.get("KeyConditionExpression").asText());
        assertEquals(body.get("filterExpression"), request.get("FilterExpression"));
        assertEquals(body.get("projectionExpression"), request.get("ProjectionExpression"));
        assertEquals(JSON.readTree("""
                {"#pk":"PK","#sk":"SK","#f1":"status","#f2":"tags","#f3":"archivedAt","#f4":"done","#f5":"note",
                 "#p1":"title","#p2":"owner","#p3":"name"}"""), request.get("ExpressionAttributeNames"));
        assertEquals(JSON.readTree("""
                {":pk":{"S":"DRIVE#a91"},":sk":{"S":"root/"},":f1":{"S":"open"},":f2":{"N":"2"},
                 ":f3":{"BOOL":false},":f4":{"NULL":true}}"""), request.get("ExpressionAttributeValues"));
        assertEquals(request.get("ExpressionAttributeNames"), body.get("expressionAttributeNames"));
        assertEquals(request.get("ExpressionAttributeValues"), body.get("expressionAttributeValues"));
        assertTrue(request.get("ConsistentRead").asBoolean());
        assertFalse(request.has("Select"));
        assertTrue(
                body.get("permalink").asText().contains("&filter="),
                body.get("permalink").asText());
        // The permalink is the same state: asking for it again gives the same request.
        assertEquals(
                request,
                ok(body.get("permalink")
                                .asText()
                                .substring(body.get("permalink").asText().indexOf('?') + 1))
                        .get("request"));
    }

    @Test
    void selectCountIsSentAsCount() {
        JsonNode request = ok(base("select", "count")).get("request");
        assertEquals("COUNT", request.get("Select").asText());
        assertFalse(request.has("ProjectionExpression"));
        assertFalse(request.has("ConsistentRead"), "an eventually consistent read is DynamoDB's default and left out");
    }

    @Test
    void everyProblemOfTheNewPartsIsNamedAtOnce() {
        JsonNode errors = errors(base(
                "filter",
                "SK = \"x\" AND size(",
                "select",
                "all",
                "consistent",
                "yes",
                "items",
                "{\"a\": {\"S\": 1}}"));
        assertEquals(Set.of("filter", "select", "consistent", "items"), fieldsOf(errors));
        assertTrue(messagesFor(errors, "select").get(0).contains("count"), errors::toString);
    }

    @Test
    void aFilterMayNotNameAKeyAttributeButAProjectionMay() {
        JsonNode errors = errors(base("filter", "SK = \"x\""));
        assertEquals(Set.of("filter"), fieldsOf(errors));
        assertTrue(
                messagesFor(errors, "filter")
                        .get(0)
                        .startsWith(
                                "Filter Expression can only contain non-primary key attributes: Primary key attribute: SK"),
                errors::toString);
        assertEquals(
                "#sk",
                ok(base("project", "SK"))
                        .get("request")
                        .get("ProjectionExpression")
                        .asText());
    }

    @Test
    void countingAndProjectingAtOnceIsRefusedOnTheProjection() {
        JsonNode errors = errors(base("select", "count", "project", "title"));
        assertEquals(Set.of("project"), fieldsOf(errors));
    }

    @Test
    void withItemsTheAnswerListsWhatIsReadAndReturnedAndWhatItCosts() throws Exception {
        JsonNode body = ok(QueryOptionsPageFixtures.tickets("limit", "2", "consistent", "true"));
        JsonNode items = body.get("itemSlice");
        assertEquals(6, items.size());
        assertEquals(JSON.readTree("""
                {"line":2,"key":"PK = \\"T#1\\", SK = \\"ORD#1\\"","read":true,"returned":false,"page":1,
                 "failed":"status = \\"open\\""}"""), items.get(1));
        assertEquals(JSON.readTree("""
                {"line":5,"key":"PK = \\"T#1\\", SK = \\"ORD#2\\"","read":true,"returned":true,"page":1}"""), items.get(2));
        assertEquals(
                "matches, but page 2 reads it: the first page ends at Limit 2",
                items.get(3).get("why").asText());
        assertEquals(2, items.get(3).get("page").asInt());
        assertFalse(items.get(4).has("page"), "another partition is on no page");
        assertEquals(JSON.readTree("""
                {"consistentRead":true,
                 "pages":[{"itemsRead":2,"itemsReturned":1,"bytesRead":44,"readUnits":1.0},
                          {"itemsRead":1,"itemsReturned":1,"bytesRead":22,"readUnits":1.0}],
                 "total":{"itemsRead":3,"itemsReturned":2,"bytesRead":66,"readUnits":2.0}}"""), body.get("cost"));
        assertFalse(ok(base()).has("itemSlice"), "no items, no item slice");
        assertFalse(ok(base()).has("cost"));
    }
}
