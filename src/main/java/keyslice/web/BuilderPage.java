package keyslice.web;

import java.util.ArrayList;
import java.util.List;

import keyslice.domain.KeyType;
import keyslice.domain.Problem;
import keyslice.domain.QueryForm;
import keyslice.domain.SortOperator;
import keyslice.domain.Warning;

/** Everything the builder page shows. {@code result} is null until the form holds a valid query. */
public record BuilderPage(
        QueryForm form,
        boolean submitted,
        List<Problem> problems,
        Result result,
        String permalink,
        List<Example> examples) {

    /** The output of a valid form, already formatted for display. */
    public record Result(String keyConditionExpression, String namesJson, String valuesJson, String requestJson,
                         List<Warning> warnings) {
    }

    /** A ready-made state, shown as a link. */
    public record Example(String title, String description, String href) {
    }

    public static final int MIN_SEGMENT_ROWS = 3;

    public List<String> errorsFor(String field) {
        return problems.stream().filter(p -> p.field().equals(field)).map(Problem::message).toList();
    }

    public boolean hasErrors(String field) {
        return problems.stream().anyMatch(p -> p.field().equals(field));
    }

    public List<KeyType> keyTypes() {
        return List.of(KeyType.values());
    }

    public List<SortOperator> operators() {
        return List.of(SortOperator.values());
    }

    public List<String> segmentRows() {
        return padded(form.seg());
    }

    public List<String> upperSegmentRows() {
        return padded(form.toSeg());
    }

    /** The rows given plus one blank row to extend the key, at least {@link #MIN_SEGMENT_ROWS}. */
    private static List<String> padded(List<String> rows) {
        List<String> padded = new ArrayList<>(rows);
        padded.add("");
        while (padded.size() < MIN_SEGMENT_ROWS) {
            padded.add("");
        }
        return padded;
    }
}
