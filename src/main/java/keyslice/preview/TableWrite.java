package keyslice.preview;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * One table as {@link DemoDataWriter} writes it: how to create it, and the items to put.
 *
 * @param multiAttribute whether an index has a multi-attribute key, which an engine may refuse (dynalite does): such a
 *                       table is left out with the engine's words, and the others are written
 */
record TableWrite(CreateTableRequest request, List<Map<String, AttributeValue>> items, boolean multiAttribute) {
    TableWrite {
        Objects.requireNonNull(request, "request");
        items = List.copyOf(items);
    }
}
