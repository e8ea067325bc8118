package keyslice.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/** The generated designs' key values ({@code {"S": "..."}} maps) in DynamoDB's order, and items made comparable. */
final class DesignValues {

    private static final ObjectMapper JSON = new ObjectMapper();

    private DesignValues() {}

    /** DynamoDB's order of two values of one key type: S by UTF-8 bytes, N by number, B by unsigned bytes. */
    static int compare(Object left, Object right) {
        Map.Entry<?, ?> a = entry(left);
        Map.Entry<?, ?> b = entry(right);
        String text = (String) a.getValue();
        String other = (String) b.getValue();
        return switch ((String) a.getKey()) {
            case "N" -> new BigDecimal(text).compareTo(new BigDecimal(other));
            case "S" ->
                Arrays.compareUnsigned(text.getBytes(StandardCharsets.UTF_8), other.getBytes(StandardCharsets.UTF_8));
            default ->
                Arrays.compareUnsigned(
                        Base64.getDecoder().decode(text), Base64.getDecoder().decode(other));
        };
    }

    /** A begins_with operand: a leading part of {@code value} (S or B), sometimes the whole of it. */
    static Object prefix(Object value, Random random) {
        Map.Entry<?, ?> entry = entry(value);
        String text = (String) entry.getValue();
        if (entry.getKey().equals("S")) {
            return Map.of("S", text.substring(0, 1 + random.nextInt(text.length())));
        }
        byte[] bytes = Base64.getDecoder().decode(text);
        return Map.of("B", Base64.getEncoder().encodeToString(Arrays.copyOf(bytes, 1 + random.nextInt(bytes.length))));
    }

    private static Map.Entry<?, ?> entry(Object value) {
        return ((Map<?, ?>) value).entrySet().iterator().next();
    }

    /**
     * An item in DynamoDB JSON as one comparable text: attributes by name, numbers without trailing zeros (the
     * engines answer {@code 1.5} for {@code 1.50}).
     */
    static String canonical(JsonNode item) {
        return canonicalNode(item).toString();
    }

    static List<String> canonicalItems(JsonNode items) {
        List<String> out = new ArrayList<>();
        items.forEach(item -> out.add(canonical(item)));
        return out;
    }

    private static JsonNode canonicalNode(JsonNode node) {
        if (node.isObject()) {
            TreeMap<String, JsonNode> sorted = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode value = field.getValue();
                if (field.getKey().equals("N") && value.isTextual()) {
                    BigDecimal number = new BigDecimal(value.asText());
                    value = JSON.getNodeFactory()
                            .textNode(
                                    number.signum() == 0
                                            ? "0"
                                            : number.stripTrailingZeros().toPlainString());
                } else {
                    value = canonicalNode(value);
                }
                sorted.put(field.getKey(), value);
            }
            ObjectNode out = JSON.createObjectNode();
            sorted.forEach(out::set);
            return out;
        }
        if (node.isArray()) {
            var out = JSON.createArrayNode();
            node.forEach(element -> out.add(canonicalNode(element)));
            return out;
        }
        return node;
    }

    /** The AWS CLI command that sends {@code request}, each argument quoted for a POSIX shell. */
    static String command(Map<String, Object> request) {
        StringBuilder cli =
                new StringBuilder("aws dynamodb query --table-name ").append(shell((String) request.get("TableName")));
        if (request.containsKey("IndexName")) {
            cli.append(" --index-name ").append(shell((String) request.get("IndexName")));
        }
        cli.append(" --key-condition-expression ").append(shell((String) request.get("KeyConditionExpression")));
        if (request.containsKey("FilterExpression")) {
            cli.append(" --filter-expression ").append(shell((String) request.get("FilterExpression")));
        }
        try {
            cli.append(" --expression-attribute-names ")
                    .append(shell(JSON.writeValueAsString(request.get("ExpressionAttributeNames"))));
            cli.append(" --expression-attribute-values ")
                    .append(shell(JSON.writeValueAsString(request.get("ExpressionAttributeValues"))));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        if (request.containsKey("Limit")) {
            cli.append(" --limit ").append(request.get("Limit"));
        }
        if (Boolean.FALSE.equals(request.get("ScanIndexForward"))) {
            cli.append(" --no-scan-index-forward");
        }
        return cli.toString();
    }

    private static String shell(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
