package keyslice.conformance;

import static keyslice.conformance.ConformanceTables.DRIVE;
import static keyslice.conformance.ConformanceTables.DRIVE_PK;
import static keyslice.conformance.ConformanceTables.EVENTS;
import static keyslice.conformance.ConformanceTables.PATHS;
import static keyslice.conformance.EngineConformanceFixtures.createTables;
import static keyslice.conformance.EngineConformanceFixtures.engine;
import static keyslice.conformance.EngineConformanceFixtures.mutable;
import static keyslice.conformance.EngineConformanceFixtures.names;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.valid;
import static keyslice.conformance.EngineConformanceFixtures.values;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.warnings.Warning;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Names and placeholders against the engine: every placeholder keyslice emits is used and defined, plain names stay
 * bare and the rest are aliased, a bare reserved word and an unused placeholder are refused.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class EngineNamesConformanceTest {
    @BeforeAll
    static void tables(Dynalite dynalite) {
        createTables(dynalite);
    }

    @Test
    void everyPlaceholderKeysliceEmitsIsUsedAndDefined() {
        Pattern placeholder = Pattern.compile("[#:][A-Za-z0-9_]+");
        for (ReadCase c : EngineConformanceTest.reads().toList()) {
            BuiltQuery built = valid(c.form());
            Set<String> inExpression = new java.util.HashSet<>();
            Matcher m = placeholder.matcher(built.keyConditionExpression());
            while (m.find()) {
                inExpression.add(m.group());
            }
            Set<String> declared =
                    new java.util.HashSet<>(built.expressionAttributeNames().keySet());
            declared.addAll(built.expressionAttributeValues().keySet());
            assertEquals(declared, inExpression, c.name() + ": " + built.keyConditionExpression());
        }
    }

    // ================================================================== names

    @Test
    void minimalNamesLeavePlainNamesBareAndAliasTheRest() {
        BuiltQuery plain =
                valid(onSk(DRIVE, DRIVE_PK).value("root/").names("minimal").build());
        assertEquals("PK = :pk AND begins_with(SK, :sk)", plain.keyConditionExpression());
        assertFalse(
                WireJson.request(plain).containsKey("ExpressionAttributeNames"),
                "an empty ExpressionAttributeNames is itself a ValidationException: " + WireJson.request(plain));

        BuiltQuery aliased =
                valid(onSk(PATHS, "p1").op("eq").value("b").names("minimal").build());
        assertEquals("#pk = :pk AND #sk = :sk", aliased.keyConditionExpression());
        assertEquals(Map.of("#pk", "path", "#sk", "sk.part"), aliased.expressionAttributeNames());

        BuiltQuery mixed =
                valid(onSk(EVENTS, "t1").op("gt").value("1").names("minimal").build());
        assertEquals("tenantId = :pk AND #sk > :sk", mixed.keyConditionExpression());
        assertEquals(Map.of("#sk", "timestamp"), mixed.expressionAttributeNames());

        for (BuiltQuery b : List.of(plain, aliased, mixed)) {
            Answer r = engine.call("Query", WireJson.request(b));
            assertEquals(200, r.status(), r.body());
        }
    }

    @Test
    void reservedWordBareIsRejectedByTheEngineAndKeysliceAliasesIt() {
        Compilation.Valid c = assertInstanceOf(
                Compilation.Valid.class,
                QueryCompiler.compile(on(PATHS, "p1").names("minimal").build()));
        assertEquals("#pk = :pk", c.built().keyConditionExpression());
        assertEquals(Map.of("#pk", "path"), c.built().expressionAttributeNames());

        // the same request with the name written bare, as a hand-written request would have it
        Map<String, Object> raw = mutable(WireJson.request(c.built()));
        raw.put("KeyConditionExpression", "path = :pk");
        raw.remove("ExpressionAttributeNames");
        Answer r = engine.call("Query", raw);
        assertEquals(400, r.status(), r.body());
        assertEquals("ValidationException", r.errorType());
        String engineMessage =
                "Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: path";
        assertEquals(engineMessage, r.message());

        // keyslice's reserved-word warning quotes the engine's words
        Warning w = c.warnings().stream()
                .filter(x -> x.code().equals("reserved-word"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no reserved-word warning: " + c.warnings()));
        assertTrue(w.message().contains(engineMessage), w.message());
    }

    @Test
    void unusedPlaceholdersAreRejectedByTheEngine() {
        BuiltQuery built = valid(onSk(DRIVE, DRIVE_PK).value("root/").build());

        Map<String, Object> extraValue = mutable(WireJson.request(built));
        values(extraValue).put(":x", Map.of("S", "x"));
        Answer r = engine.call("Query", extraValue);
        assertEquals(400, r.status(), r.body());
        assertEquals("Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}", r.message());

        Map<String, Object> extraName = mutable(WireJson.request(built));
        names(extraName).put("#x", "X");
        Answer n = engine.call("Query", extraName);
        assertEquals(400, n.status(), n.body());
        assertEquals("Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}", n.message());
        // keyslice's own requests never carry one: see everyPlaceholderKeysliceEmitsIsUsedAndDefined
    }
}
