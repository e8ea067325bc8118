package keyslice.domain.key;

/** {@code ScanIndexForward}: ascending is DynamoDB's default, descending reads the same slice newest first. */
public enum ReadOrder {
    ASC("asc"),
    DESC("desc");

    private final String code;

    ReadOrder(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public boolean scanIndexForward() {
        return this == ASC;
    }
}
