package keyslice.testing;

import java.util.Map;
import keyslice.examples.Tournaments;

/**
 * The README's Tournaments table on an engine with multi-attribute index keys (moto): its ByRegion index keyed on
 * tournament, region + round (N), bracket, and the worked example's items. A table of its own each time.
 */
public final class TournamentsTable {

    private TournamentsTable() {}

    /** Creates the table and writes the items; its name. */
    public static String create(TestEngine engine) {
        String table = Dynalite.uniqueTableName("Tournaments");
        engine.createTable("""
                {"TableName": "%s", "BillingMode": "PAY_PER_REQUEST",
                 "AttributeDefinitions": [{"AttributeName": "tournament", "AttributeType": "S"}, {"AttributeName": "matchId", "AttributeType": "S"},
                   {"AttributeName": "region", "AttributeType": "S"}, {"AttributeName": "round", "AttributeType": "N"},
                   {"AttributeName": "bracket", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "tournament", "KeyType": "HASH"}, {"AttributeName": "matchId", "KeyType": "RANGE"}],
                 "GlobalSecondaryIndexes": [{"IndexName": "ByRegion", "Projection": {"ProjectionType": "ALL"},
                   "KeySchema": [{"AttributeName": "tournament", "KeyType": "HASH"}, {"AttributeName": "region", "KeyType": "HASH"},
                     {"AttributeName": "round", "KeyType": "RANGE"}, {"AttributeName": "bracket", "KeyType": "RANGE"}]}]}
                """.formatted(table));
        for (Map<String, Object> item : Tournaments.DEMO_TABLE.items()) {
            engine.call("PutItem", Map.of("TableName", table, "Item", item)).assertOk();
        }
        return table;
    }
}
