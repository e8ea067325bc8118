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

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import keyslice.domain.BuiltQuery;
import keyslice.domain.Compilation;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;
import keyslice.preview.ReadCheck.Status;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;

/**
 * Count, ScannedCount and ConsumedCapacity of a live Query against dynalite, and whether dynalite's CapacityUnits follow
 * DynamoDB's rules (the sizes of the items a page reads, filtered or not, summed and rounded up to 4 KB once per page;
 * half for an eventually consistent read), which is what keyslice's {@link ReadCheck} compares them with. Where dynalite
 * counts otherwise, the test says so and keyslice reports the difference rather than hiding it.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class ConsumedCapacityTest {

    private static String table;
    private static DynamoPreview preview;

    /** An item of partition {@code pk} whose {@code pad} attribute holds {@code padding}. */
    private static Map<String, Object> item(String pk, String sk, String padding, String kind) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("PK", Map.of("S", pk));
        item.put("SK", Map.of("S", sk));
        item.put("kind", Map.of("S", kind));
        item.put("pad", Map.of("S", padding));
        return item;
    }

    @BeforeAll
    static void seed(Dynalite dynalite) {
        table = Dynalite.uniqueTableName("Capacity");
        dynalite.createTable("""
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
        List<Map<String, Object>> writes = items.stream().map(item -> Map.<String, Object>of("PutRequest", Map.of("Item", item))).toList();
        dynalite.call("BatchWriteItem", Map.of("RequestItems", Map.of(table, writes))).assertOk();
        preview = new DynamoPreview(PreviewConfig.forEndpoint(dynalite.endpoint()));
    }

    @AfterAll
    static void close() {
        preview.close();
    }

    private static BuiltQuery built(String partition, Consumer<QueryForm.Builder> more) {
        QueryForm.Builder form = QueryForm.builder().table(table).pk("PK").pkValue(partition);
        more.accept(form);
        Compilation c = QueryCompiler.compile(form.build());
        return assertInstanceOf(Compilation.Valid.class, c, c.toString()).built();
    }

    private static QueryResult run(BuiltQuery built) {
        return preview.query(built, Optional.empty());
    }

    private static ReadCheck check(BuiltQuery built, QueryResult page) {
        Optional<QueryResult> read = ReadCheck.needsRead(built)
                ? Optional.of(preview.queryAsRead(built, Optional.empty(), preview.deadline())) : Optional.empty();
        return ReadCheck.of(built, page, read, List.of("SK"));
    }

    @Test
    void aPageIsChargedForTheSumOfItsItemsRoundedUpOnceHalfWhenEventuallyConsistent() {
        BuiltQuery consistent = built("small", f -> f.consistent("true"));
        QueryResult strong = run(consistent);
        assertEquals(3, strong.count());
        assertEquals(3, strong.scannedCount());
        // About 3 KB in one page: one unit, not one per item.
        assertEquals(1.0, strong.consumedCapacity());
        assertEquals(Status.AGREES, check(consistent, strong).capacity().status(), check(consistent, strong).capacity().explanation());

        BuiltQuery eventual = built("small", f -> { });
        QueryResult half = run(eventual);
        assertEquals(0.5, half.consumedCapacity());
        assertEquals(Status.AGREES, check(eventual, half).capacity().status());

        // Just over 4 KB rounds up to 8 KB: two units, one eventually consistent.
        assertEquals(2.0, run(built("large", f -> f.consistent("true"))).consumedCapacity());
        assertEquals(1.0, run(built("large", f -> { })).consumedCapacity());
        assertEquals(Status.AGREES, check(built("large", f -> { }), run(built("large", f -> { }))).capacity().status());

        // A Limit makes pages of their own, each rounded up on its own.
        QueryResult first = run(built("small", f -> f.limit("1")));
        assertEquals(1, first.scannedCount());
        assertEquals(0.5, first.consumedCapacity());
        assertTrue(first.hasNext());
    }

    @Test
    void aFilterDropsItemsAfterTheReadSoTheyAreStillPaidFor() {
        BuiltQuery files = built("small", f -> f.filter("kind = \"file\"").consistent("true"));
        QueryResult page = run(files);
        assertEquals(2, page.count(), "Count: the items the filter kept");
        assertEquals(3, page.scannedCount(), "ScannedCount: the items read");
        assertEquals(2, page.items().size());
        assertEquals(run(built("small", f -> f.consistent("true"))).consumedCapacity(), page.consumedCapacity(),
                "the filter saves no capacity");
        ReadCheck check = check(files, page);
        assertEquals(Status.AGREES, check.returned().status(), check.returned().explanation());
        assertEquals(Status.AGREES, check.capacity().status(), check.capacity().explanation());
        assertEquals(3, check.itemsRead().orElseThrow().size(), "the page read again holds the item the filter dropped");

        QueryResult count = run(built("small", f -> f.filter("kind = \"folder\"").select("count")));
        assertEquals(1, count.count());
        assertEquals(3, count.scannedCount());
        assertTrue(count.items().isEmpty(), "Select COUNT returns no items");
        assertEquals(0.5, count.consumedCapacity());

        QueryResult projected = run(built("small", f -> f.project("kind")));
        assertEquals(List.of(Map.of("kind", Map.of("S", "file")), Map.of("kind", Map.of("S", "folder")), Map.of("kind", Map.of("S", "file"))),
                projected.items(), "a projection leaves out even the key");
        assertEquals(0.5, projected.consumedCapacity(), "the whole items are read and paid for");
        assertEquals(Status.AGREES, check(built("small", f -> f.project("kind")), projected).returned().status());
    }

    @Test
    void theItemsReadAreThoseOfTheQueryWithoutItsFilterAndProjection() {
        BuiltQuery files = built("small", f -> f.filter("kind = \"file\"").project("pad").limit("2").consistent("true"));
        BuiltQuery asRead = DynamoPreview.asRead(files);
        assertTrue(asRead.options().filter().isEmpty() && asRead.options().projectionExpression().isEmpty());
        assertTrue(asRead.options().consistentRead(), "the same consistency, so the same cost");
        assertEquals(files.query().limit(), asRead.query().limit(), "the same Limit, so the same page");
        assertEquals(Map.of("#pk", "PK"), asRead.input().expressionAttributeNames(), "only the key condition's names");
        QueryResult read = preview.queryAsRead(files, Optional.empty(), preview.deadline());
        assertEquals(List.of("a", "b"), read.items().stream().map(item -> ((Map<?, ?>) item.get("SK")).get("S")).toList());
        assertEquals(4, read.items().get(0).size(), "whole items");
    }

    /**
     * dynalite measures a string in UTF-16 units where DynamoDB counts UTF-8 bytes, so for text outside ASCII it
     * reports less than DynamoDB would; keyslice predicts DynamoDB's figure and says that they differ.
     */
    @Test
    void dynaliteCountsCharactersWhereDynamoDbCountsUtf8Bytes() {
        BuiltQuery accents = built("accents", f -> f.consistent("true"));
        QueryResult page = run(accents);
        assertEquals(1.0, page.consumedCapacity(), "dynalite: about 3000 units of UTF-16, one read unit");
        ReadCheck check = check(accents, page);
        assertEquals(Status.DIFFERS, check.capacity().status());
        assertTrue(check.capacity().explanation().startsWith("keyslice predicts 2 read capacity units for the 1 item read"),
                check.capacity().explanation());
    }

    /** dynalite gives a negative number one byte more than DynamoDB's guide does: at the 4 KB line, a whole unit. */
    @Test
    void dynaliteGivesANegativeNumberOneByteMore() {
        BuiltQuery negative = built("negative", f -> f.consistent("true"));
        QueryResult page = run(negative);
        assertEquals(4096, keyslice.domain.filter.ReadCost.itemSize(WireValues.toDomain(page.items().get(0))),
                "exactly 4 KB by DynamoDB's sizes");
        assertEquals(2.0, page.consumedCapacity(), "dynalite: 4097 bytes, two read units");
        ReadCheck check = check(negative, page);
        assertEquals(Status.DIFFERS, check.capacity().status());
        assertTrue(check.capacity().explanation().startsWith("keyslice predicts 1 read capacity unit for the 1 item read (4096 bytes"),
                check.capacity().explanation());
    }

    @Test
    void aPageThatReadsNothingCostsNothingInDynaliteAndIsNotCompared() {
        QueryResult page = run(built("nobody", f -> { }));
        assertEquals(0, page.scannedCount());
        assertEquals(0.0, page.consumedCapacity());
        assertNull(page.lastEvaluatedKey());
        ReadCheck check = check(built("nobody", f -> { }), page);
        assertEquals(Status.NOT_COMPARED, check.capacity().status());
        assertFalse(check.capacity().explanation().isEmpty());
    }
}
