package keyslice.preview;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DynamoJson;
import keyslice.datamodel.ModelTable;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A design's tables as CreateTable requests (on-demand billing; each index with its own key, several HASH or RANGE
 * entries for a multi-attribute key, and its projection) with the design's items.
 */
final class DesignTables {

    private DesignTables() {}

    static List<TableWrite> of(DataModel model) {
        return model.tables().stream().map(DesignTables::write).toList();
    }

    private static TableWrite write(ModelTable table) {
        Map<String, KeyElement> attributes = new LinkedHashMap<>();
        table.key().forEach(element -> attributes.putIfAbsent(element.name(), element));
        List<GlobalSecondaryIndex> globals = new ArrayList<>();
        List<LocalSecondaryIndex> locals = new ArrayList<>();
        boolean multiAttribute = false;
        for (ModelIndex index : table.indexes()) {
            index.key().forEach(element -> attributes.putIfAbsent(element.name(), element));
            multiAttribute |= index.key().stream()
                                    .filter(element -> element.role() == ModelTable.Role.HASH)
                                    .count()
                            > 1
                    || index.key().stream()
                                    .filter(element -> element.role() == ModelTable.Role.RANGE)
                                    .count()
                            > 1;
            if (index.global()) {
                globals.add(GlobalSecondaryIndex.builder()
                        .indexName(index.name())
                        .keySchema(schema(index.key()))
                        .projection(projection(index))
                        .build());
            } else {
                locals.add(LocalSecondaryIndex.builder()
                        .indexName(index.name())
                        .keySchema(schema(index.key()))
                        .projection(projection(index))
                        .build());
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(table.name())
                .attributeDefinitions(attributes.values().stream()
                        .map(element -> AttributeDefinition.builder()
                                .attributeName(element.name())
                                .attributeType(ScalarAttributeType.fromValue(
                                        element.type().name()))
                                .build())
                        .toList())
                .keySchema(schema(table.key()))
                .billingMode(BillingMode.PAY_PER_REQUEST);
        if (!globals.isEmpty()) {
            request.globalSecondaryIndexes(globals);
        }
        if (!locals.isEmpty()) {
            request.localSecondaryIndexes(locals);
        }
        return new TableWrite(
                request.build(),
                table.items().stream()
                        .map(item -> WireValues.fromWire(DynamoJson.item(item)))
                        .toList(),
                multiAttribute);
    }

    private static List<KeySchemaElement> schema(List<KeyElement> key) {
        return key.stream()
                .map(element -> KeySchemaElement.builder()
                        .attributeName(element.name())
                        .keyType(element.role() == ModelTable.Role.HASH ? KeyType.HASH : KeyType.RANGE)
                        .build())
                .toList();
    }

    private static Projection projection(ModelIndex index) {
        Projection.Builder projection = Projection.builder()
                .projectionType(ProjectionType.fromValue(index.projection().name()));
        if (!index.nonKey().isEmpty()) {
            projection.nonKeyAttributes(index.nonKey());
        }
        return projection.build();
    }
}
