package keyslice.web.http;

/**
 * A precompiled jte template and the one view record it takes ({@code @param} of type {@code M}), so that a page is
 * rendered with the model its template declares, checked by the compiler instead of a map of names.
 */
public record Template<M>(String name) {}
