package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each edit of the designs page's forms: what it adds, and each rule it refuses by, named on its field. */
class DesignEditTest {

    static final DataModel EMPTY = new DataModel(DataModel.Format.MCP_DATA_MODEL, List.of(), List.of(), List.of());

    /** The form's fields as {@code name=value|name=value}; a value may be empty. */
    static DataModel edit(DataModel model, String kind, String fields) throws DesignEdit.Refused {
        Map<String, String> params = new HashMap<>();
        for (String field : fields.split("\\|")) {
            if (!field.isEmpty()) {
                int eq = field.indexOf('=');
                params.put(field.substring(0, eq), field.substring(eq + 1));
            }
        }
        EditForm.Kind form = EditForm.Kind.named(kind).orElseThrow();
        return EditForm.apply(form, params::get, model);
    }

    /** Orders (PK S, SK S) with the global index ByStatus (status S, created N) and one item. */
    static DataModel orders() throws DesignEdit.Refused {
        DataModel model = edit(EMPTY, "table", "name=Orders|pk=PK|pkType=S|sk=SK|skType=S");
        model = edit(model, "index", "table=Orders|name=ByStatus|kind=global|partition=status|sort=created:N");
        return edit(model, "item", "table=Orders|key0=CUST#1|key1=ORDER#1|attributes={\"status\":\"open\"}");
    }

    @Test
    void aTableFromNothingHasItsKeyAndNoItemsOrPatterns() throws Exception {
        DataModel model = edit(EMPTY, "table", "name=Orders|pk=PK|pkType=S|sk=SK|skType=N");
        ModelTable table = model.table("Orders").orElseThrow();
        assertEquals(
                List.of(new KeyElement("PK", Role.HASH, KeyType.S), new KeyElement("SK", Role.RANGE, KeyType.N)),
                table.key());
        assertEquals(List.of(), table.items());
        assertEquals(List.of(), model.patterns());
        assertEquals(DataModel.Format.MCP_DATA_MODEL, model.format());
    }

    @Test
    void aMultiAttributeIndexTakesTheTablesTypesAndTheGivenOnes() throws Exception {
        DataModel model = edit(
                orders(),
                "index",
                "table=Orders|name=ByRegion|kind=global|partition=tournament, region|sort=round:N, bracket, SK"
                        + "|projection=INCLUDE|nonKey=score, winner");
        ModelTable.ModelIndex index =
                model.table("Orders").orElseThrow().index("ByRegion").orElseThrow();
        assertEquals(
                List.of(
                        new KeyElement("tournament", Role.HASH, KeyType.S),
                        new KeyElement("region", Role.HASH, KeyType.S),
                        new KeyElement("round", Role.RANGE, KeyType.N),
                        new KeyElement("bracket", Role.RANGE, KeyType.S),
                        new KeyElement("SK", Role.RANGE, KeyType.S)),
                index.key());
        assertEquals(List.of("score", "winner"), index.nonKey());
    }

    @Test
    void aLocalIndexSharesTheTablesPartitionKey() throws Exception {
        DataModel model = edit(orders(), "index", "table=Orders|name=ByTotal|kind=local|sort=total:N");
        assertEquals(
                List.of(new KeyElement("PK", Role.HASH, KeyType.S), new KeyElement("total", Role.RANGE, KeyType.N)),
                model.table("Orders")
                        .orElseThrow()
                        .index("ByTotal")
                        .orElseThrow()
                        .key());
    }

    @Test
    void anItemWithAnExistingKeyReplacesItInItsPlaceAsPutItemDoes() throws Exception {
        DataModel model = edit(orders(), "item", "table=Orders|key0=CUST#1|key1=ORDER#2");
        model = edit(model, "item", "table=Orders|key0=CUST#1|key1=ORDER#1|attributes={\"status\":{\"S\":\"shut\"}}");
        List<Map<String, ItemValue>> items = model.table("Orders").orElseThrow().items();
        assertEquals(2, items.size());
        assertEquals(new ItemValue.S("shut"), items.get(0).get("status"));
        assertEquals(new ItemValue.S("ORDER#2"), items.get(1).get("SK"));
    }

    @Test
    void patternsAreNumberedNextInSequenceAndTakeTheirOperationFromTheCommand() throws Exception {
        DataModel model = edit(
                orders(),
                "pattern",
                "table=Orders|description=A customer's orders|command=aws dynamodb query --table-name Orders"
                        + " --key-condition-expression \"PK = :p\" --expression-attribute-values"
                        + " '{\":p\":{\"S\":\"CUST#1\"}}'");
        model = edit(model, "pattern", "table=Orders|index=ByStatus|description=Place an order|operation=PutItem");
        model = edit(
                model,
                "pattern",
                "table=Orders|description=Get one|command=aws dynamodb get-item --table-name" + " Orders");
        assertEquals(
                List.of("1", "2", "3"),
                model.patterns().stream().map(AccessPattern::id).toList());
        assertEquals(
                List.of(
                        Optional.of(AccessPattern.Operation.Query),
                        Optional.of(AccessPattern.Operation.PutItem),
                        Optional.of(AccessPattern.Operation.GetItem)),
                model.patterns().stream().map(AccessPattern::operation).toList());
        assertEquals(Optional.of("ByStatus"), model.patterns().get(1).index());
    }

    @Test
    void nextIdIsOnePastTheLargestNumberElseThePatternsCount() {
        assertEquals("1", ContentEdits.nextId(List.of()));
        assertEquals("8", ContentEdits.nextId(List.of(pattern("7"), pattern("1-2"))));
        assertEquals("3", ContentEdits.nextId(List.of(pattern("get-orders"), pattern("put-order"))));
    }

    private static AccessPattern pattern(String id) {
        return new AccessPattern(id, "", Optional.empty(), Optional.empty(), Optional.empty(), "", "");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '~', textBlock = """
        table name too short; table; name=ab|pk=PK; name; Member must have length greater than or equal to 3
        table name too long; table; name=%s|pk=PK; name; Member must have length less than or equal to 255
        table name with a space; table; name=My table|pk=PK; name; regular expression pattern: [a-zA-Z0-9_.-]+
        table exists; table; name=Orders|pk=PK; name; Table already exists: Orders
        no partition key; table; name=Other; pk; 1 to 255 bytes
        sort key is the partition key; table; name=Other|pk=PK|sk=PK; sk; Both the Hash Key and the Range Key
        type not S N B; table; name=Other|pk=PK|pkType=X; pkType; enum value set: [B, N, S]
        index on an unknown table; index; table=Nope|name=ByX|partition=x; table; Table: Nope not found
        index name too short; index; table=Orders|name=By|partition=x; name; at 'indexName' failed
        index name used; index; table=Orders|name=ByStatus|partition=x; name; Duplicate index name: ByStatus
        index without partition; index; table=Orders|name=ByX; partition; an index key has a HASH attribute
        five partition attributes; index; table=Orders|name=ByX|partition=a,b,c,d,e; partition; at most 4 HASH
        five sort attributes; index; table=Orders|name=ByX|partition=a|sort=a1,b,c,d,e; sort; at most 4 HASH
        type conflicts with the table's; index; table=Orders|name=ByX|partition=SK:N; partition; SK is S
        type conflicts with another index's; index; table=Orders|name=ByX|partition=created:S; partition; created is N
        attribute twice; index; table=Orders|name=ByX|partition=a|sort=a; sort; duplicated: a
        non-key without INCLUDE; index; table=Orders|name=ByX|partition=a|nonKey=b; nonKey; ProjectionType is ALL
        INCLUDE without non-key; index; table=Orders|name=ByX|partition=a|projection=INCLUDE; nonKey; NonKeyAttributes must be specified
        local index on another partition; index; table=Orders|name=ByX|kind=local|partition=status|sort=x; partition; same leading hash key
        local index without sort; index; table=Orders|name=ByX|kind=local; sort; one RANGE attribute
        item on an unknown table; item; table=Nope|key0=a; table; Table: Nope not found
        item without its sort key; item; table=Orders|key0=CUST#1; key1; Missing the key SK in the item
        item key twice; item; table=Orders|key0=a|key1=b|attributes={"PK":"x"}; attributes; given twice
        item index key of another type; item; table=Orders|key0=a|key1=b|attributes={"created":"x"}; attributes; Type mismatch for Index Key created Expected: N Actual: S IndexName: ByStatus
        item other attributes not JSON; item; table=Orders|key0=a|key1=b|attributes={x; attributes; not JSON
        two items at once; item; table=Orders|key0=a|key1=b|attributes={"a":1}\\n{"b":2}; attributes; one item
        pattern on an unknown table; pattern; table=Nope|description=d|operation=Scan; table; Table: Nope not found
        pattern on an unknown index; pattern; table=Orders|index=ByX|description=d|operation=Scan; index; does not have the specified index: ByX
        pattern without description; pattern; table=Orders|operation=Scan; description; a pattern has a description
        pattern without a call; pattern; table=Orders|description=d; command; its implementation or its operation
        pattern with an unknown operation; pattern; table=Orders|description=d|operation=Truncate; operation; names no DynamoDB operation
        """)
    void eachRuleIsARefusalNamingItsField(String rule, String kind, String fields, String field, String words)
            throws Exception {
        DataModel model = orders();
        String typed = fields.replace("%s", "T".repeat(256)).replace("\\n", "\n");
        DesignEdit.Refused refused = assertThrows(DesignEdit.Refused.class, () -> edit(model, kind, typed), rule);
        Problem problem = refused.problems().get(0);
        assertEquals(field, problem.field(), rule + ": " + refused.problems());
        assertTrue(problem.message().contains(words), rule + ": " + problem.message());
    }

    @Test
    void anIndexIsRefusedWhenAnItemHoldsItsKeyAttributeAsAnotherType() throws Exception {
        DataModel model = edit(orders(), "item", "table=Orders|key0=CUST#1|key1=ORDER#2|attributes={\"size\":\"big\"}");
        DesignEdit.Refused refused = assertThrows(
                DesignEdit.Refused.class,
                () -> edit(model, "index", "table=Orders|name=BySize|kind=global|partition=size:N"));
        Problem problem = refused.problems().get(0);
        assertEquals("partition", problem.field(), refused.problems().toString());
        assertTrue(
                problem.summary()
                        .contains("tem 2 of Orders holds \"size\" as S, which the index's key cannot hold:"
                                + " give the attribute its items' type (size:S) or change the item"),
                problem.summary());
        assertTrue(
                problem.message().contains("Type mismatch for Index Key size Expected: N Actual: S IndexName: BySize"),
                problem.message());
        assertEquals(
                KeyType.S,
                edit(model, "index", "table=Orders|name=BySize|kind=global|partition=size:S")
                        .table("Orders")
                        .orElseThrow()
                        .index("BySize")
                        .orElseThrow()
                        .key()
                        .get(0)
                        .type(),
                "the fix it offers is taken");
    }

    @Test
    void aKeyValueOfTheWrongTypeAndAnEmptyOneAreRefusedOnTheirFields() throws Exception {
        DataModel model = edit(EMPTY, "table", "name=Scores|pk=player|sk=score|skType=N");
        DesignEdit.Refused refused =
                assertThrows(DesignEdit.Refused.class, () -> edit(model, "item", "table=Scores|key0=|key1=ten"));
        assertEquals(
                List.of("key0", "key1"),
                refused.problems().stream().map(Problem::field).toList(),
                refused.problems().toString());
        DesignEdit.Refused empty = assertThrows(
                DesignEdit.Refused.class,
                () -> new DesignEdit.AddItem(
                                "Scores",
                                Map.of(
                                        "player",
                                        new ItemValue.S(""),
                                        "score",
                                        new ItemValue.N(new java.math.BigDecimal(1))))
                        .apply(model));
        assertTrue(empty.problems().get(0).message().contains("cannot contain an empty string value. Key: player"));
    }

    @Test
    void theQuotasOnIndexesAreDynamoDbs() throws Exception {
        DataModel model = orders();
        for (int i = 1; i < 20; i++) {
            model = edit(model, "index", "table=Orders|name=G" + (100 + i) + "|partition=g" + i);
        }
        for (int i = 0; i < 5; i++) {
            model = edit(model, "index", "table=Orders|name=L" + (100 + i) + "|kind=local|sort=l" + i);
        }
        DataModel full = model;
        assertTrue(
                assertThrows(DesignEdit.Refused.class, () -> edit(full, "index", "table=Orders|name=G999|partition=x"))
                        .problems()
                        .get(0)
                        .message()
                        .contains("per-table limit of 20"));
        assertTrue(assertThrows(
                        DesignEdit.Refused.class, () -> edit(full, "index", "table=Orders|name=L999|kind=local|sort=x"))
                .problems()
                .get(0)
                .message()
                .contains("per-table limit of 5"));
        DataModel noSort = edit(EMPTY, "table", "name=Flat|pk=id");
        assertEquals(
                "kind",
                assertThrows(
                                DesignEdit.Refused.class,
                                () -> edit(noSort, "index", "table=Flat|name=L1x|kind=local|sort=x"))
                        .problems()
                        .get(0)
                        .field());
    }
}
