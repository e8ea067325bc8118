package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.preview.ReadCheck.Status;
import keyslice.testing.Dynalite;
import keyslice.testing.EngineKind;
import keyslice.testing.TestEngine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Count, ScannedCount and ConsumedCapacity of a live Query against dynalite and moto, and whether their CapacityUnits
 * follow DynamoDB's rules (the sizes of the items a page reads, filtered or not, summed and rounded up to 4 KB once per
 * page; half for an eventually consistent read), which is what keyslice's {@link ReadCheck} compares them with. Where
 * an engine counts otherwise, the test names the departure ({@link CapacityDeparture}) and asserts that keyslice
 * reports the difference rather than hiding it (docs/engine-parity.md).
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(EngineKind.class)
@ExtendWith(EngineKind.Engines.class)
@Tag("engine")
class ConsumedCapacityTest {

    private static String table;
    private static DynamoPreview preview;

    @Parameter
    EngineKind engine;

    /** An item of partition {@code pk} whose {@code pad} attribute holds {@code padding}. */
    private static Map<String, Object> item(String pk, String sk, String padding, String kind) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("PK", Map.of("S", pk));
        item.put("SK", Map.of("S", sk));
        item.put("kind", Map.of("S", kind));
        item.put("pad", Map.of("S", padding));
        return item;
    }

    @BeforeParameterizedClassInvocation
    static void seed(EngineKind kind, EngineKind.Engines engines) {
        TestEngine engine = engines.of(kind);
        table = Dynalite.uniqueTableName("Capacity");
        engine.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(table));
        List<Map<String, Object>> items = new ArrayList<>();
        // "small": three items of about 1 KB each, two of them files: 3 KB in all.
        items.add(item("small", "a", "x".repeat(1000), "file"));
        items.add(item("small", "b", "x".repeat(1000), "folder"));
        items.add(item("small", "c", "x".repeat(1000), "file"));
        // "large": one item just over 4 KB.
        items.add(item("large", "a", "x".repeat(4200), "file"));
        // "accents": 3000 characters of "é", 6000 bytes of UTF-8 (DynamoDB's measure) but 3000 UTF-16 units.
        items.add(item("accents", "a", "é".repeat(3000), "file"));
        // "negative": exactly 4096 bytes by DynamoDB's sizes, with a negative number (see the test of it).
        Map<String, Object> negative = new LinkedHashMap<>();
        negative.put("PK", Map.of("S", "negative"));
        negative.put("SK", Map.of("S", "a"));
        negative.put("n", Map.of("N", "-5"));
        negative.put("pad", Map.of("S", "x".repeat(4096 - (2 + 8) - (2 + 1) - (1 + 2) - 3)));
        items.add(negative);
        List<Map<String, Object>> writes = items.stream()
                .map(item -> Map.<String, Object>of("PutRequest", Map.of("Item", item)))
                .toList();
        engine.call("BatchWriteItem", Map.of("RequestItems", Map.of(table, writes)))
                .assertOk();
        preview = new DynamoPreview(PreviewConfig.forEndpoint(engine.endpoint()));
    }

    @AfterParameterizedClassInvocation
    static void close() {
        preview.close();
    }

    private static BuiltQuery built(String partition, Consumer<FormBuilder> more) {
        FormBuilder form = QueryForm.builder().table(table).pk("PK").pkValue(partition);
        more.accept(form);
        Compilation c = QueryCompiler.compile(form.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static QueryResult run(BuiltQuery built) {
        return preview.query(built, Optional.empty());
    }

    private static ReadCheck check(BuiltQuery built, QueryResult page) {
        Optional<QueryResult> read = ReadCheck.needsRead(built)
                ? Optional.of(preview.queryAsRead(built, Optional.empty(), preview.deadline()))
                : Optional.empty();
        return ReadCheck.of(built, page, read, List.of("SK"));
    }

    /**
     * The engine's figure for a page DynamoDB charges {@code dynamoDbUnits}: the same, except where a named departure
     * applies. The capacity line must agree exactly where the two are equal, and say that they differ otherwise.
     */
    private void assertCost(double dynamoDbUnits, BuiltQuery built, QueryResult page) {
        double expected = engine == EngineKind.MOTO ? 1.0 : dynamoDbUnits;
        assertEquals(
                expected,
                page.consumedCapacity(),
                expected == dynamoDbUnits
                        ? "DynamoDB's rule"
                        : CapacityDeparture.MOTO_ONE_UNIT_PER_QUERY.reason + " (DynamoDB: " + dynamoDbUnits + ")");
        ReadCheck.Verdict verdict = check(built, page).capacity();
        assertEquals(
                expected == dynamoDbUnits ? Status.AGREES : Status.DIFFERS, verdict.status(), verdict.explanation());
    }

    @Test
    void aPageIsChargedForTheSumOfItsItemsRoundedUpOnceHalfWhenEventuallyConsistent() {
        BuiltQuery consistent = built("small", f -> f.consistent("true"));
        QueryResult strong = run(consistent);
        assertEquals(3, strong.count());
        assertEquals(3, strong.scannedCount());
        // About 3 KB in one page: one unit, not one per item.
        assertCost(1.0, consistent, strong);

        BuiltQuery eventual = built("small", f -> {});
        QueryResult half = run(eventual);
        assertCost(0.5, eventual, half);

        // Just over 4 KB rounds up to 8 KB: two units, one eventually consistent.
        assertCost(2.0, built("large", f -> f.consistent("true")), run(built("large", f -> f.consistent("true"))));
        assertCost(1.0, built("large", f -> {}), run(built("large", f -> {})));

        // A Limit makes pages of their own, each rounded up on its own.
        QueryResult first = run(built("small", f -> f.limit("1")));
        assertEquals(1, first.scannedCount());
        assertCost(0.5, built("small", f -> f.limit("1")), first);
        assertTrue(first.hasNext());
    }

    @Test
    void aFilterDropsItemsAfterTheReadSoTheyAreStillPaidFor() {
        BuiltQuery files = built("small", f -> f.filter("kind = \"file\"").consistent("true"));
        QueryResult page = run(files);
        assertEquals(2, page.count(), "Count: the items the filter kept");
        assertEquals(3, page.scannedCount(), "ScannedCount: the items read");
        assertEquals(2, page.items().size());
        assertEquals(
                run(built("small", f -> f.consistent("true"))).consumedCapacity(),
                page.consumedCapacity(),
                "the filter saves no capacity");
        ReadCheck check = check(files, page);
        assertEquals(Status.AGREES, check.returned().status(), check.returned().explanation());
        assertEquals(Status.AGREES, check.capacity().status(), check.capacity().explanation());
        assertEquals(
                3, check.itemsRead().orElseThrow().size(), "the page read again holds the item the filter dropped");

        QueryResult count =
                run(built("small", f -> f.filter("kind = \"folder\"").select("count")));
        assertEquals(1, count.count());
        assertEquals(3, count.scannedCount());
        assertTrue(count.items().isEmpty(), "Select COUNT returns no items");
        assertCost(0.5, built("small", f -> f.filter("kind = \"folder\"").select("count")), count);

        QueryResult projected = run(built("small", f -> f.project("kind")));
        assertEquals(
                List.of(
                        Map.of("kind", Map.of("S", "file")),
                        Map.of("kind", Map.of("S", "folder")),
                        Map.of("kind", Map.of("S", "file"))),
                projected.items(),
                "a projection leaves out even the key");
        // the whole items are read and paid for
        assertCost(0.5, built("small", f -> f.project("kind")), projected);
        assertEquals(
                Status.AGREES,
                check(built("small", f -> f.project("kind")), projected)
                        .returned()
                        .status());
    }

    @Test
    void theItemsReadAreThoseOfTheQueryWithoutItsFilterAndProjection() {
        BuiltQuery files = built(
                "small",
                f -> f.filter("kind = \"file\"").project("pad").limit("2").consistent("true"));
        BuiltQuery asRead = DynamoPreview.asRead(files);
        assertTrue(asRead.options().filter().isEmpty()
                && asRead.options().projectionExpression().isEmpty());
        assertTrue(asRead.options().consistentRead(), "the same consistency, so the same cost");
        assertEquals(files.query().limit(), asRead.query().limit(), "the same Limit, so the same page");
        assertEquals(Map.of("#pk", "PK"), asRead.input().expressionAttributeNames(), "only the key condition's names");
        QueryResult read = preview.queryAsRead(files, Optional.empty(), preview.deadline());
        assertEquals(
                List.of("a", "b"),
                read.items().stream()
                        .map(item -> ((Map<?, ?>) item.get("SK")).get("S"))
                        .toList());
        assertEquals(4, read.items().get(0).size(), "whole items");
    }

    /**
     * DynamoDB counts a string's UTF-8 bytes: 3000 × "é" is 6000 bytes, two read units. dynalite measures UTF-16 units
     * (about 3000, one unit) and moto reports its one unit: keyslice predicts DynamoDB's figure and says that they differ.
     */
    @Test
    void textOutsideAsciiCostsItsUtf8Bytes() {
        BuiltQuery accents = built("accents", f -> f.consistent("true"));
        QueryResult page = run(accents);
        assertEquals(
                1.0,
                page.consumedCapacity(),
                (engine == EngineKind.MOTO
                                ? CapacityDeparture.MOTO_ONE_UNIT_PER_QUERY
                                : CapacityDeparture.DYNALITE_UTF16_LENGTHS)
                        .reason);
        ReadCheck check = check(accents, page);
        assertEquals(Status.DIFFERS, check.capacity().status());
        assertTrue(
                check.capacity()
                        .explanation()
                        .startsWith("keyslice predicts 2 read capacity units for the 1 item read"),
                check.capacity().explanation());
    }

    /**
     * An item of exactly 4 KB with a negative number: one unit by DynamoDB's guide. dynalite gives the number one byte
     * more, and at the 4 KB line that is a whole unit; moto's one unit happens to be DynamoDB's figure.
     */
    @Test
    void anItemOfExactly4KbWithANegativeNumberCostsOneUnit() {
        BuiltQuery negative = built("negative", f -> f.consistent("true"));
        QueryResult page = run(negative);
        assertEquals(
                4096,
                keyslice.domain.filter.ReadCost.itemSize(
                        WireValues.toDomain(page.items().get(0))),
                "exactly 4 KB by DynamoDB's sizes");
        if (engine == EngineKind.MOTO) {
            assertCost(1.0, negative, page);
            return;
        }
        assertEquals(
                2.0,
                page.consumedCapacity(),
                CapacityDeparture.DYNALITE_NEGATIVE_NUMBER_BYTE.reason + ": 4097 bytes, two units");
        ReadCheck check = check(negative, page);
        assertEquals(Status.DIFFERS, check.capacity().status());
        assertTrue(
                check.capacity()
                        .explanation()
                        .startsWith("keyslice predicts 1 read capacity unit for the 1 item read (4096 bytes"),
                check.capacity().explanation());
    }

    /**
     * A page that reads nothing: dynalite says 0, moto its one unit, DynamoDB's documentation gives no figure
     * (keyslice's model starts at the first item read), so nothing is compared.
     */
    @Test
    void aPageThatReadsNothingIsNotCompared() {
        QueryResult page = run(built("nobody", f -> {}));
        assertEquals(0, page.scannedCount());
        assertEquals(engine == EngineKind.MOTO ? 1.0 : 0.0, page.consumedCapacity());
        assertNull(page.lastEvaluatedKey());
        ReadCheck check = check(built("nobody", f -> {}), page);
        assertEquals(Status.NOT_COMPARED, check.capacity().status());
        assertFalse(check.capacity().explanation().isEmpty());
    }
}
