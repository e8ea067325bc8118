package keyslice.domain;

/** A likely mistake in a request that DynamoDB would still accept; {@code code} is stable for clients. */
public record Warning(String code, String message) {
}
