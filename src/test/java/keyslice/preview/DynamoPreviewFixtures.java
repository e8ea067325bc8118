package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Dynalite;

/**
 * The preview adapter's test fixture: three tables of their own on the run's dynalite (created, with the preview on
 * them, by each class that uses them: a few milliseconds, dynalite creates tables at once) and a few helpers.
 */
final class DynamoPreviewFixtures {

    private DynamoPreviewFixtures() {}

    static final ObjectMapper JSON = new ObjectMapper();

    /** PK S, SK N; GSI byOwner (owner S, created N); LSI byTitle (PK, title S). */
    static String catalog;
    /** Partition key only, of type B. */
    static String blobs;
    /** PK S, SK S: one item holding every attribute type. */
    static String typed;

    static Dynalite engine;
    static DynamoPreview preview;

    static void tables(Dynalite dynalite) {
        engine = dynalite;
        catalog = Dynalite.uniqueTableName("Catalog");
        blobs = Dynalite.uniqueTableName("Blobs");
        typed = Dynalite.uniqueTableName("Typed");
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "N"},
                                          {"AttributeName": "owner", "AttributeType": "S"},
                                          {"AttributeName": "created", "AttributeType": "N"},
                                          {"AttributeName": "title", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "GlobalSecondaryIndexes": [{"IndexName": "byOwner",
                    "KeySchema": [{"AttributeName": "owner", "KeyType": "HASH"}, {"AttributeName": "created", "KeyType": "RANGE"}],
                    "Projection": {"ProjectionType": "KEYS_ONLY"}}],
                 "LocalSecondaryIndexes": [{"IndexName": "byTitle",
                    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "title", "KeyType": "RANGE"}],
                    "Projection": {"ProjectionType": "ALL"}}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(catalog));
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "B"}],
                 "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(blobs));
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(typed));
        // 30 items in partition "p": SK 1..30, owner alternating, title reversed
        List<Map<String, Object>> writes = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("PK", Map.of("S", "p"));
            item.put("SK", Map.of("N", Integer.toString(i)));
            item.put("owner", Map.of("S", i % 2 == 0 ? "even" : "odd"));
            item.put("created", Map.of("N", Integer.toString(1000 + i)));
            item.put("title", Map.of("S", "t" + (100 - i)));
            writes.add(Map.of("PutRequest", Map.of("Item", item)));
        }
        for (int from = 0; from < writes.size(); from += 25) {
            dynalite.call(
                            "BatchWriteItem",
                            Map.of(
                                    "RequestItems",
                                    Map.of(catalog, writes.subList(from, Math.min(writes.size(), from + 25)))))
                    .assertOk();
        }
        preview = new DynamoPreview(PreviewConfig.forEndpoint(dynalite.endpoint()));
    }

    static void close() {
        preview.close();
    }

    static BuiltQuery built(Consumer<FormBuilder> form) {
        FormBuilder b = QueryForm.builder().table(catalog).pk("PK").pkValue("p");
        form.accept(b);
        Compilation c = QueryCompiler.compile(b.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    static List<String> sortKeys(List<Map<String, Object>> items, String attribute, String type) {
        List<String> keys = new ArrayList<>();
        for (Map<String, Object> item : items) {
            @SuppressWarnings("unchecked")
            Map<String, Object> value = (Map<String, Object>) item.get(attribute);
            keys.add((String) value.get(type));
        }
        return keys;
    }

    @SuppressWarnings("unchecked")
    static Map.Entry<String, Object> single(Object wire) {
        Map<String, Object> map = (Map<String, Object>) wire;
        assertEquals(1, map.size(), String.valueOf(map));
        return map.entrySet().iterator().next();
    }

    static String b64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }
}
