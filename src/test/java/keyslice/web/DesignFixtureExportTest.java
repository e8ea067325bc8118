package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code POST /api/v1/design?export=junit|pytest|jest}: the design's test code as a file to save; running it is
 * {@code keyslice.fixtures.DesignFixturesTest}'s.
 */
class DesignFixtureExportTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    @ParameterizedTest
    @CsvSource({
        "junit, DesignTest.java, text/x-java, class DesignTest",
        "pytest, test_design.py, text/x-python, def test_pattern(",
        "jest, design.test.js, text/javascript, test.each(PATTERNS)"
    })
    void eachExportIsAFileNamedForItsFramework(String export, String file, String type, String code) throws Exception {
        Answer answer = app.postText("/api/v1/design?export=" + export, DesignApiTest.design("orders.json"));

        assertEquals(200, answer.status(), answer.body());
        assertEquals(type + "; charset=utf-8", answer.contentType());
        assertEquals("attachment; filename=\"" + file + "\"", answer.header("Content-Disposition"));
        assertTrue(answer.body().contains(code), answer.body());
        assertTrue(answer.body().contains("DYNAMODB_ENDPOINT"), "the endpoint comes from the environment");
        assertTrue(answer.body().contains("ORDER#10"), "the keys the patterns return are asserted");
    }

    @Test
    void anUnknownExportIsRefusedNamingTheParameter() throws Exception {
        Answer answer = app.postText("/api/v1/design?export=nunit", DesignApiTest.design("orders.json"));

        assertEquals(400, answer.status(), answer.body());
        assertEquals("export", answer.json().path("errors").get(0).path("field").asText(), answer.body());
        assertTrue(answer.body().contains("junit, pytest, jest"), answer.body());
    }
}
