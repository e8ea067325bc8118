package keyslice.domain.key;

import java.util.Optional;

/** DynamoDB's three scalar key types. */
public enum KeyType {
    S("String"),
    N("Number"),
    B("Binary");

    private final String label;

    KeyType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Optional<KeyType> fromCode(String code) {
        for (KeyType type : values()) {
            if (type.name().equals(code)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
