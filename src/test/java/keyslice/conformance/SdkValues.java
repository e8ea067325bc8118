package keyslice.conformance;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.filter.ItemValue;
import software.amazon.awssdk.core.SdkBytes;

/** keyslice's item values to the AWS SDK's and back, so that engine tests send and compare exactly what the domain holds. */
final class SdkValues {

    private SdkValues() {}

    static software.amazon.awssdk.services.dynamodb.model.AttributeValue sdk(ItemValue value) {
        return switch (value.type()) {
            case S -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(((ItemValue.S) value).text());
            case N -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN(((ItemValue.N) value).text());
            case B ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromB(
                        SdkBytes.fromByteArray(((ItemValue.B) value).bytes()));
            case BOOL ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromBool(
                        ((ItemValue.Bool) value).value());
            case NULL -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromNul(true);
            case L ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromL(((ItemValue.L) value)
                        .elements().stream().map(SdkValues::sdk).toList());
            case M ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromM(
                        sdk(((ItemValue.M) value).entries()));
            case SS ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromSs(((ItemValue.SS) value).elements());
            case NS ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromNs(((ItemValue.NS) value)
                        .elements().stream().map(BigDecimal::toPlainString).toList());
            case BS ->
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromBs(((ItemValue.BS) value)
                        .elements().stream()
                                .map(b -> SdkBytes.fromByteArray(b.bytes()))
                                .toList());
        };
    }

    static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> sdk(
            Map<String, ? extends ItemValue> item) {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> out = new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, sdk(value)));
        return out;
    }

    static ItemValue domain(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
        return switch (value.type()) {
            case S -> new ItemValue.S(value.s());
            case N -> new ItemValue.N(new BigDecimal(value.n()));
            case B -> new ItemValue.B(value.b().asByteArray());
            case BOOL -> new ItemValue.Bool(value.bool());
            case NUL -> new ItemValue.Null();
            case L -> new ItemValue.L(value.l().stream().map(SdkValues::domain).toList());
            case M -> new ItemValue.M(domain(value.m()));
            case SS -> new ItemValue.SS(value.ss());
            case NS -> new ItemValue.NS(value.ns().stream().map(BigDecimal::new).toList());
            case BS ->
                new ItemValue.BS(value.bs().stream()
                        .map(b -> new ItemValue.B(b.asByteArray()))
                        .toList());
            case UNKNOWN_TO_SDK_VERSION -> throw new IllegalArgumentException("unknown type: " + value);
        };
    }

    static Map<String, ItemValue> domain(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        Map<String, ItemValue> out = new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, domain(value)));
        return out;
    }

    /** An item in DynamoDB JSON, as ItemLines reads it, for failure messages that reproduce a case. */
    static String json(Map<String, ItemValue> item) {
        List<String> members = new ArrayList<>();
        item.forEach((name, value) -> members.add(quote(name) + ":" + json(value)));
        return "{" + String.join(",", members) + "}";
    }

    static String json(ItemValue value) {
        String body = switch (value.type()) {
            case S -> quote(((ItemValue.S) value).text());
            case N -> quote(((ItemValue.N) value).text());
            case B -> quote(((ItemValue.B) value).base64());
            case BOOL -> String.valueOf(((ItemValue.Bool) value).value());
            case NULL -> "true";
            case L ->
                "["
                        + String.join(
                                ",",
                                ((ItemValue.L) value)
                                        .elements().stream()
                                                .map(SdkValues::json)
                                                .toList()) + "]";
            case M -> json(((ItemValue.M) value).entries());
            case SS ->
                "["
                        + String.join(
                                ",",
                                ((ItemValue.SS) value)
                                        .elements().stream()
                                                .map(SdkValues::quote)
                                                .toList()) + "]";
            case NS ->
                "["
                        + String.join(
                                ",",
                                ((ItemValue.NS) value)
                                        .elements().stream()
                                                .map(n -> quote(n.toPlainString()))
                                                .toList())
                        + "]";
            case BS ->
                "["
                        + String.join(
                                ",",
                                ((ItemValue.BS) value)
                                        .elements().stream()
                                                .map(b -> quote(b.base64()))
                                                .toList())
                        + "]";
        };
        return "{\"" + value.type() + "\":" + body + "}";
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return out.append('"').toString();
    }
}
