package keyslice.domain;

/** One thing wrong with the input: the URL parameter it belongs to and what rule it breaks. */
public record Problem(String field, String message) {
}
