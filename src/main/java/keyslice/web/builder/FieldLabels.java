package keyslice.web.builder;

/** What the builder calls each field, and the element a problem's link jumps to. */
public final class FieldLabels {

    private FieldLabels() {
    }

    public static String of(String field) {
        return switch (field) {
            case "table" -> "Table name";
            case "index" -> "Index name";
            case "pk" -> "Partition key name";
            case "pkType" -> "Partition key type";
            case "pkValue" -> "Partition key value";
            case "sk" -> "Sort key name";
            case "skType" -> "Sort key type";
            case "op" -> "Operator";
            case "value" -> "Value";
            case "seg" -> "Value segments";
            case "to" -> "Upper bound";
            case "toSeg" -> "Upper bound segments";
            case "delim" -> "Delimiter";
            case "trail" -> "End with the delimiter";
            case "order" -> "Direction";
            case "limit" -> "Limit";
            case "names" -> "Attribute names";
            case "samples" -> "Sample sort keys";
            default -> "Form";
        };
    }

    /** The id of the input a problem on {@code field} links to. */
    public static String anchor(String field) {
        return switch (field) {
            case "seg", "toSeg" -> field + "-1";
            case "edit", "startKey" -> "builder";
            default -> field;
        };
    }
}
