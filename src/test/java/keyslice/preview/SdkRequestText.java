package keyslice.preview;

import keyslice.domain.expression.QueryInput;

/** The SDK's QueryRequest for a Query input, as text, for {@code keyslice.web.OutputCorpus}. */
public final class SdkRequestText {

    private SdkRequestText() {}

    public static String of(QueryInput input) {
        return QueryRequests.builder(input).build().toString();
    }
}
