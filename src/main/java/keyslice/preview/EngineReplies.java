package keyslice.preview;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import keyslice.domain.KeyAttribute;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyType;
import keyslice.domain.SortKeyCondition;
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

    private EngineReplies() {
    }

    static QueryResult queryResult(KeyQuery query, QueryResponse response, StartKeyCodec tokens) {
        List<String> keyNames = new ArrayList<>();
        keyNames.add(query.partitionKey().name());
        query.sortCondition().map(SortKeyCondition::sortKey).map(KeyAttribute::name).ifPresent(keyNames::add);
        List<Map<String, Object>> items = new ArrayList<>(response.items().size());
        for (Map<String, AttributeValue> item : response.items()) {
            items.add(WireValues.toWire(item, keyNames));
        }
        Double capacity = response.consumedCapacity() == null ? null : response.consumedCapacity().capacityUnits();
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
            KeyType.fromCode(definition.attributeTypeAsString()).ifPresent(t -> types.put(definition.attributeName(), t));
        }
        KeySchema key = keySchema(table.tableName(), table.keySchema(), types);
        List<IndexInfo> indexes = new ArrayList<>();
        if (table.hasGlobalSecondaryIndexes()) {
            for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
                indexes.add(new IndexInfo(gsi.indexName(), IndexInfo.Kind.GSI,
                        keySchema(gsi.indexName(), gsi.keySchema(), types), projection(gsi.projection())));
            }
        }
        if (table.hasLocalSecondaryIndexes()) {
            for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
                indexes.add(new IndexInfo(lsi.indexName(), IndexInfo.Kind.LSI,
                        keySchema(lsi.indexName(), lsi.keySchema(), types), projection(lsi.projection())));
            }
        }
        String status = table.tableStatusAsString();
        return new TableInfo(table.tableName(), key, indexes, status == null ? "" : status);
    }

    private static KeySchema keySchema(String owner, List<KeySchemaElement> elements, Map<String, KeyType> types) {
        KeyAttribute partition = null;
        KeyAttribute sort = null;
        for (KeySchemaElement element : elements) {
            KeyType type = types.get(element.attributeName());
            if (type == null) {
                throw new PreviewException(PreviewException.Kind.ENGINE_FAILED, "DescribeTable of " + owner
                        + " gave no S, N or B type for key attribute " + element.attributeName());
            }
            KeyAttribute attribute = new KeyAttribute(element.attributeName(), type);
            if ("HASH".equals(element.keyTypeAsString())) {
                partition = attribute;
            } else if ("RANGE".equals(element.keyTypeAsString())) {
                sort = attribute;
            }
        }
        if (partition == null) {
            throw new PreviewException(PreviewException.Kind.ENGINE_FAILED, "DescribeTable of " + owner
                    + " gave no partition (HASH) key");
        }
        return new KeySchema(partition, Optional.ofNullable(sort));
    }

    private static String projection(Projection projection) {
        return projection == null || projection.projectionTypeAsString() == null ? "" : projection.projectionTypeAsString();
    }
}
