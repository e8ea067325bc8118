package keyslice.web.preview;

import java.util.List;

/**
 * The live-preview panel. {@code enabled} is false when no endpoint is configured; a run fills either
 * {@code result} or {@code error}.
 */
public record PreviewView(boolean enabled, String endpoint, String howToEnable, boolean demoDataAllowed,
                          Result result, String error) {

    public static PreviewView idle(boolean enabled, String endpoint, String howToEnable, boolean demoDataAllowed) {
        return new PreviewView(enabled, endpoint, howToEnable, demoDataAllowed, null, null);
    }

    public PreviewView withResult(Result result) {
        return new PreviewView(enabled, endpoint, howToEnable, demoDataAllowed, result, null);
    }

    public PreviewView withError(String error) {
        return new PreviewView(enabled, endpoint, howToEnable, demoDataAllowed, null, error);
    }

    /** One page of items as the engine returned them, with keyslice's own check of that order. */
    public record Result(List<String> columns, List<List<String>> rows, int count, int scannedCount, String consumedCapacity,
                         String lastEvaluatedKey, String nextStartKey, boolean agrees, String verdict, boolean firstPage) {
        public boolean hasNext() {
            return nextStartKey != null;
        }
    }
}
