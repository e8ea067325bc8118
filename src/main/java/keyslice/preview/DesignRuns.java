package keyslice.preview;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.AccessPattern;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DynamoJson;
import keyslice.datamodel.PatternRead;
import keyslice.datamodel.PatternReading;
import keyslice.domain.compile.Compilation;

/**
 * "Run every pattern": each Query pattern of a design sent to the engine, its first page beside keyslice's prediction
 * of it, within one deadline and at most {@value #MAX_RUNS} Queries, so one request costs at most that many engine
 * calls.
 */
public final class DesignRuns {

    /** The most Query patterns one run sends to the engine; the rest are listed as not run. */
    public static final int MAX_RUNS = 25;

    /** How one pattern fared. */
    public enum Status {
        /** The engine returned the items keyslice predicted, in the same order. */
        AGREES("agrees"),
        DIFFERS("differs"),
        NOT_RUN("not_run");

        private final String code;

        Status(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /**
     * @param reason   why a pattern was not run, or ""
     * @param returned the engine's first page, in DynamoDB JSON (empty when not run)
     * @param predicted keyslice's {@code returned} for it (empty when not run)
     */
    public record Run(
            String id,
            Status status,
            String reason,
            List<Map<String, Object>> returned,
            List<Map<String, Object>> predicted) {
        public Run {
            returned = List.copyOf(returned);
            predicted = List.copyOf(predicted);
        }
    }

    private DesignRuns() {}

    public static List<Run> run(DynamoPreview preview, DataModel model) {
        Deadline deadline = preview.deadline();
        List<Run> runs = new ArrayList<>();
        int sent = 0;
        for (AccessPattern pattern : model.patterns()) {
            PatternRead read = PatternReading.read(model, pattern);
            if (!(read.compilation().orElse(null) instanceof Compilation.Valid valid)
                    || !read.problems().isEmpty()) {
                String reason = read.problems().isEmpty() ? "not a Query" : "the pattern has problems";
                runs.add(new Run(pattern.id(), Status.NOT_RUN, reason, List.of(), List.of()));
            } else if (sent == MAX_RUNS) {
                runs.add(new Run(
                        pattern.id(),
                        Status.NOT_RUN,
                        "one run sends at most " + MAX_RUNS + " Queries",
                        List.of(),
                        List.of()));
            } else {
                sent++;
                QueryResult page = preview.query(valid.built(), Optional.empty(), deadline);
                List<Map<String, Object>> predicted = DynamoJson.items(read.returned());
                runs.add(new Run(
                        pattern.id(),
                        same(page.items(), predicted) ? Status.AGREES : Status.DIFFERS,
                        "",
                        page.items(),
                        predicted));
            }
        }
        return runs;
    }

    /** The same items in the same order; numbers compare by value ("12.50" is 12.5), sets as sets. */
    static boolean same(List<Map<String, Object>> engine, List<Map<String, Object>> predicted) {
        return engine.stream()
                .map(DesignRuns::item)
                .toList()
                .equals(predicted.stream().map(DesignRuns::item).toList());
    }

    private static Map<Object, Object> item(Map<?, ?> item) {
        Map<Object, Object> out = new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, value((Map<?, ?>) value)));
        return out;
    }

    /** One value in wire form, a single-entry map from its type to its body. */
    private static Map<Object, Object> value(Map<?, ?> wire) {
        Map<Object, Object> out = new LinkedHashMap<>();
        wire.forEach((type, body) -> out.put(
                type,
                switch (String.valueOf(type)) {
                    case "N" -> number((String) body);
                    case "NS" ->
                        ((List<?>) body)
                                .stream().map(n -> number((String) n)).sorted().toList();
                    case "SS", "BS" ->
                        ((List<?>) body).stream().map(String::valueOf).sorted().toList();
                    case "M" -> item((Map<?, ?>) body);
                    case "L" ->
                        ((List<?>) body)
                                .stream()
                                        .map(element -> value((Map<?, ?>) element))
                                        .toList();
                    default -> body;
                }));
        return out;
    }

    private static String number(String text) {
        return new BigDecimal(text).stripTrailingZeros().toPlainString();
    }
}
