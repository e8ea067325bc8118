package keyslice.domain.key;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** DynamoDB's three scalar key types. */
public enum KeyType {
    S("String"),
    N("Number"),
    B("Binary");

    /** Each type as found, made once: {@link #fromCode} runs a dozen times for every form read. */
    private static final List<Optional<KeyType>> FOUND =
            Arrays.stream(values()).map(Optional::of).toList();

    private final String label;

    KeyType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Optional<KeyType> fromCode(String code) {
        for (Optional<KeyType> type : FOUND) {
            if (type.get().name().equals(code)) {
                return type;
            }
        }
        return Optional.empty();
    }
}
