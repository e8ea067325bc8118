package keyslice.preview;

/**
 * An engine's known departure from DynamoDB's documented capacity rules, which {@link ConsumedCapacityTest} names where
 * it meets one; keyslice predicts DynamoDB's figure.
 */
enum CapacityDeparture {
    MOTO_ONE_UNIT_PER_QUERY(
            "moto reports 1.0 CapacityUnits for every Query, whatever the page read and however consistent"),
    DYNALITE_UTF16_LENGTHS("dynalite counts strings and attribute names in UTF-16 units, not UTF-8 bytes"),
    DYNALITE_NEGATIVE_NUMBER_BYTE("dynalite gives a negative number one byte more than the Developer Guide's sizes");

    final String reason;

    CapacityDeparture(String reason) {
        this.reason = reason;
    }
}
