package keyslice.preview;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The engine's answers (DescribeTable, Query) read into keyslice's types; a wrong shape is the engine's failure. */
final class EngineReplies {

    private EngineReplies() {}

    static QueryResult queryResult(KeyQuery query, QueryResponse response, StartKeyCodec tokens) {
        // Every key attribute the Query names leads each item, partition attributes first.
        List<String> keyNames = new ArrayList<>();
        query.partitionConditions()
                .forEach(condition -> keyNames.add(condition.partitionKey().name()));
        query.sortConditions()
                .forEach(condition -> keyNames.add(condition.sortKey().name()));
        List<Map<String, Object>> items = new ArrayList<>(response.items().size());
        for (Map<String, AttributeValue> item : response.items()) {
            items.add(WireValues.toWire(item, keyNames));
        }
        Double capacity = response.consumedCapacity() == null
                ? null
                : response.consumedCapacity().capacityUnits();
        Map<String, Object> lastKey = null;
        String next = null;
        if (response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()) {
            lastKey = WireValues.toWire(response.lastEvaluatedKey(), keyNames);
            next = tokens.encode(response.lastEvaluatedKey());
        }
        int count = response.count() == null ? items.size() : response.count();
        int scanned = response.scannedCount() == null ? count : response.scannedCount();
        return new QueryResult(items, count, scanned, capacity, lastKey, next);
    }

    static TableInfo tableInfo(TableDescription table) {
        Map<String, KeyType> types = new HashMap<>();
        for (AttributeDefinition definition : table.attributeDefinitions()) {
            KeyType.fromCode(definition.attributeTypeAsString())
                    .ifPresent(t -> types.put(definition.attributeName(), t));
        }
        DescribedKey key = keySchema(table.tableName(), table.keySchema(), types);
        List<IndexInfo> indexes = new ArrayList<>();
        if (table.hasGlobalSecondaryIndexes()) {
            for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
                indexes.add(new IndexInfo(
                        gsi.indexName(),
                        IndexInfo.IndexKind.GSI,
                        keySchema(gsi.indexName(), gsi.keySchema(), types),
                        projection(gsi.projection())));
            }
        }
        if (table.hasLocalSecondaryIndexes()) {
            for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
                indexes.add(new IndexInfo(
                        lsi.indexName(),
                        IndexInfo.IndexKind.LSI,
                        keySchema(lsi.indexName(), lsi.keySchema(), types),
                        projection(lsi.projection())));
            }
        }
        String status = table.tableStatusAsString();
        return new TableInfo(table.tableName(), key, indexes, status == null ? "" : status);
    }

    private static DescribedKey keySchema(String owner, List<KeySchemaElement> elements, Map<String, KeyType> types) {
        // KeySchema order is the key's order: the first HASH element is partition attribute 1, the next 2, and so on.
        List<KeyAttribute> partition = new ArrayList<>();
        List<KeyAttribute> sort = new ArrayList<>();
        for (KeySchemaElement element : elements) {
            KeyType type = types.get(element.attributeName());
            if (type == null) {
                throw new PreviewException(
                        PreviewException.Reason.ENGINE_FAILED,
                        "DescribeTable of " + owner + " gave no S, N or B type for key attribute "
                                + element.attributeName());
            }
            KeyAttribute attribute = new KeyAttribute(element.attributeName(), type);
            if ("HASH".equals(element.keyTypeAsString())) {
                partition.add(attribute);
            } else if ("RANGE".equals(element.keyTypeAsString())) {
                sort.add(attribute);
            }
        }
        if (partition.isEmpty()) {
            throw new PreviewException(
                    PreviewException.Reason.ENGINE_FAILED,
                    "DescribeTable of " + owner + " gave no partition (HASH) key");
        }
        if (partition.size() > QueryForm.MAX_KEY_ATTRIBUTES || sort.size() > QueryForm.MAX_KEY_ATTRIBUTES) {
            throw new PreviewException(
                    PreviewException.Reason.ENGINE_FAILED,
                    "DescribeTable of " + owner + " gave "
                            + partition.size() + " partition (HASH) and " + sort.size()
                            + " sort (RANGE) attributes; a key has at most "
                            + QueryForm.MAX_KEY_ATTRIBUTES + " of each");
        }
        return new DescribedKey(partition, sort);
    }

    private static String projection(Projection projection) {
        return projection == null || projection.projectionTypeAsString() == null
                ? ""
                : projection.projectionTypeAsString();
    }
}
