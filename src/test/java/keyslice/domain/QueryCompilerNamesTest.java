package keyslice.domain;

import static keyslice.domain.QueryCompilerFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Which attribute names the compiler aliases under each name policy.
 */
class QueryCompilerNamesTest {

    // --- placeholder policy ------------------------------------------------------------------------

    static Stream<Arguments> minimalNames() {
        return Stream.of(
                Arguments.of("PK", false),
                Arguments.of("userId2", false),
                Arguments.of("Zz", false),
                Arguments.of("path", true),
                Arguments.of("Name", true),
                Arguments.of("TIMESTAMP", true),
                Arguments.of("status", true),
                Arguments.of("a.b", true),
                Arguments.of("a-b", true),
                Arguments.of("_x", true),
                Arguments.of("x_y", true),
                Arguments.of("1abc", true),
                Arguments.of("has space", true),
                Arguments.of("Ünï", true),
                Arguments.of("😀", true));
    }

    @ParameterizedTest(name = "{0} aliased: {1}")
    @MethodSource("minimalNames")
    void minimalPolicyAliasesOnlyNamesThatNeedIt(String name, boolean aliased) {
        BuiltQuery built =
                valid(QueryForm.builder().pk(name).pkValue("v").names("minimal").build());
        if (aliased) {
            assertEquals("#pk = :pk", built.keyConditionExpression());
            assertEquals(Map.of("#pk", name), built.expressionAttributeNames());
        } else {
            assertEquals(name + " = :pk", built.keyConditionExpression());
            assertTrue(built.expressionAttributeNames().isEmpty());
            assertFalse(
                    WireJson.request(built).containsKey("ExpressionAttributeNames"),
                    "an empty ExpressionAttributeNames is itself rejected by DynamoDB");
        }
    }

    @Test
    void alwaysPolicyAliasesEvenPlainNames() {
        BuiltQuery built = valid(QueryForm.builder()
                .pk("PK")
                .pkValue("v")
                .sk("SK")
                .value("x")
                .op("gt")
                .build());
        assertEquals("#pk = :pk AND #sk > :sk", built.keyConditionExpression());
    }

    @Test
    void minimalPolicyMixesBareAndAliasedNames() {
        BuiltQuery built = valid(QueryForm.builder()
                .pk("PK")
                .pkValue("v")
                .sk("path")
                .value("root/")
                .names("minimal")
                .build());
        assertEquals("PK = :pk AND begins_with(#sk, :sk)", built.keyConditionExpression());
        assertEquals(Map.of("#sk", "path"), built.expressionAttributeNames());
    }
}
