package keyslice.web;

import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.WebTestHttp.fieldNames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code GET /api/v1/query?code=}: the programs of the targets it names, in display order, or a problem on its field. */
class QueryApiCodeTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

    // --- code= ------------------------------------------------------------------------------------------

    @Test
    void codeAllAddsEveryTargetsProgramBeforeThePermalink() {
        JsonNode body = ok(Query.fileTree().with("code", "all"));
        assertEquals(
                List.of(
                        "keyConditionExpression",
                        "expressionAttributeNames",
                        "expressionAttributeValues",
                        "request",
                        "warnings",
                        "code",
                        "permalink"),
                fieldNames(body));
        assertEquals(
                List.of(
                        "cli",
                        "js-client",
                        "js-document",
                        "python-client",
                        "python-resource",
                        "java-client",
                        "java-enhanced",
                        "go",
                        "dynamodb-toolbox"),
                fieldNames(body.get("code")));
        assertTrue(
                body.get("code").get("cli").asText().contains("aws dynamodb query"),
                body.get("code").toString());
        assertTrue(body.get("code").get("go").asText().contains("expression.Key(\"SK\").BeginsWith(\"root/photos/\")"));
        assertFalse(body.get("permalink").asText().contains("code"), "code= is not part of the state");
    }

    @Test
    void codeNamesSomeTargetsInDisplayOrder() {
        JsonNode body = ok(Query.fileTree().with("code", "go,cli"));
        assertEquals(List.of("cli", "go"), fieldNames(body.get("code")));
        assertFalse(fieldNames(ok(Query.fileTree())).contains("code"), "no code without the parameter");
    }

    @Test
    void codeWithAnUnknownTargetIsRefusedOnItsField() {
        JsonNode errors = errors(Query.fileTree().with("code", "go,rust"));
        assertEquals(1, errors.size(), errors::toString);
        assertEquals("code", errors.get(0).get("field").asText());
        assertTrue(errors.get(0).get("summary").asText().contains("\"rust\""), errors.toString());
        assertTrue(errors.get(0).get("message").asText().contains("js-document"), errors.toString());
        JsonNode twice = errors(Query.fileTree().add("code", "go").add("code", "cli"));
        assertEquals("code", twice.get(0).get("field").asText());
        assertEquals("given 2 times; give it once", twice.get(0).get("message").asText());
        JsonNode both = errors(Query.fileTree().without("pkValue").with("code", ""));
        assertEquals(
                Set.of("pkValue", "code"),
                Set.of(
                        both.get(0).get("field").asText(),
                        both.get(1).get("field").asText()),
                "the state's problems and code's, at once");
    }
}
