package keyslice.bench;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import keyslice.bench.CostClient.Cost;
import keyslice.bench.CostClient.Prepared;
import keyslice.web.http.RequestLimits;

/**
 * The most expensive {@code POST /api/v1/design} within the body limit, searched over the shapes a design's cost
 * grows with: items in one partition times Query patterns over all of them, each kind of pattern (a begins_with, the
 * whole partition, a filter, a KEYS_ONLY index with a projection, a multi-attribute index key written out of order),
 * at each item count the most patterns that fit in 64 KB. Costs as {@link CostClient} measures them, the median of
 * {@link #REPEATS} sends after a warm-up; the costliest ten are printed.
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -XX:+UseSerialGC -Xmx256m -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
 *       keyslice.bench.WorstDesignCost
 * </pre>
 */
public final class WorstDesignCost {

    private static final int REPEATS = 5;
    private static final List<Integer> ITEMS = List.of(10, 20, 50, 100, 200, 300, 450, 600, 900, 1100);
    private static final List<String> KINDS = List.of("prefix", "partition", "filter", "index", "multi");

    private WorstDesignCost() {}

    record Shape(String kind, int items, int patterns) {
        String file() {
            StringBuilder json = new StringBuilder("{\"tables\":[{\"TableName\":\"Tab\",\"AttributeDefinitions\":[");
            json.append(definition("PK")).append(',').append(definition("SK")).append(',');
            json.append(definition("a")).append(',').append(definition("b"));
            json.append("],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},"
                    + "{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}],\"GlobalSecondaryIndexes\":[");
            json.append("{\"IndexName\":\"G\",\"KeySchema\":[{\"AttributeName\":\"a\",\"KeyType\":\"HASH\"},"
                    + "{\"AttributeName\":\"b\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}],"
                    + "\"Projection\":{\"ProjectionType\":\"KEYS_ONLY\"}}]}],\"items\":{\"Tab\":[");
            for (int i = 0; i < items; i++) {
                json.append(i == 0 ? "" : ",")
                        .append("{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"P\"},\"SK\":{\"S\":\"")
                        .append(i % 2 == 0 ? "I#" : "J#")
                        .append(String.format(Locale.ROOT, "%05d", i))
                        .append("\"},\"a\":{\"S\":\"x\"},\"b\":{\"S\":\"y\"}}}}");
            }
            json.append("]},\"access_patterns\":[");
            for (int i = 0; i < patterns; i++) {
                json.append(i == 0 ? "" : ",")
                        .append("{\"pattern\":\"")
                        .append(i)
                        .append("\",\"description\":\"every I\",\"table\":\"Tab\",\"dynamodb_operation\":\"Query\","
                                + "\"implementation\":\"")
                        .append(command().replace("\\", "\\\\").replace("\"", "\\\""))
                        .append("\"}");
            }
            return json.append("]}").toString();
        }

        private String command() {
            String pk = "'{\":pk\":{\"S\":\"P\"}";
            return switch (kind) {
                case "prefix" ->
                    "aws dynamodb query --table-name Tab --key-condition-expression"
                            + " 'PK = :pk AND begins_with(SK, :s)' --expression-attribute-values " + pk
                            + ",\":s\":{\"S\":\"I\"}}'";
                case "partition" ->
                    "aws dynamodb query --table-name Tab --key-condition-expression 'PK = :pk'"
                            + " --expression-attribute-values " + pk + "}'";
                case "filter" ->
                    "aws dynamodb query --table-name Tab --key-condition-expression 'PK = :pk'"
                            + " --filter-expression 'begins_with(SK, :s) OR a = :s' --expression-attribute-values " + pk
                            + ",\":s\":{\"S\":\"I\"}}'";
                case "index" ->
                    "aws dynamodb query --table-name Tab --index-name G --key-condition-expression"
                            + " 'a = :a AND b = :b' --projection-expression 'a, c' --expression-attribute-values"
                            + " '{\":a\":{\"S\":\"x\"},\":b\":{\"S\":\"y\"}}'";
                default ->
                    "aws dynamodb query --table-name Tab --index-name G --key-condition-expression"
                            + " 'b = :b AND begins_with(SK, :s) AND a = :a' --expression-attribute-values"
                            + " '{\":a\":{\"S\":\"x\"},\":b\":{\"S\":\"y\"},\":s\":{\"S\":\"I\"}}'";
            };
        }

        private static String definition(String name) {
            return "{\"AttributeName\":\"" + name + "\",\"AttributeType\":\"S\"}";
        }

        boolean fits() {
            return file().getBytes(StandardCharsets.UTF_8).length <= RequestLimits.MAX_BODY_BYTES;
        }

        Prepared prepared() {
            byte[] body = file().getBytes(StandardCharsets.UTF_8);
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            request.writeBytes(("POST /api/v1/design HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                            + "Content-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            request.writeBytes(body);
            return new Prepared(request.toByteArray(), -1);
        }
    }

    record Measured(Shape shape, Cost cost) {}

    /** The shape of {@code kind} with {@code items} items and the most patterns that fit, or none when none does. */
    static Shape largest(String kind, int items) {
        int low = 0;
        int high = 4096;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (new Shape(kind, items, mid).fits()) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return new Shape(kind, items, low);
    }

    public static void main(String[] args) throws Exception {
        List<Shape> shapes = new ArrayList<>();
        for (String kind : KINDS) {
            for (int items : ITEMS) {
                Shape shape = largest(kind, items);
                if (shape.patterns() > 0) {
                    shapes.add(shape);
                }
            }
        }
        List<Measured> measured = new ArrayList<>();
        try (CostClient client = CostClient.start()) {
            for (int round = 0; round < 2; round++) {
                for (Shape shape : shapes) {
                    client.cost(shape.prepared());
                }
            }
            for (Shape shape : shapes) {
                measured.add(new Measured(shape, client.median(shape.prepared(), REPEATS)));
            }
        }
        measured.sort(
                Comparator.comparingDouble((Measured m) -> m.cost().cpuMillis()).reversed());
        System.out.println("kind       items × patterns   status   answer   CPU ms   allocated MB");
        for (Measured m : measured.subList(0, Math.min(10, measured.size()))) {
            System.out.printf(
                    Locale.ROOT,
                    "%-10s %5d × %-8d %6d %8d %8.1f %12.1f%n",
                    m.shape().kind(),
                    m.shape().items(),
                    m.shape().patterns(),
                    m.cost().status(),
                    m.cost().bytes(),
                    m.cost().cpuMillis(),
                    m.cost().allocatedMb());
        }
    }
}
