package keyslice.preview;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.DataModel;
import keyslice.examples.WorkedExamples;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * "Load demo data": the tables of the worked examples ({@link WorkedExamples#DEMO_TABLES}) written into a local
 * engine by a {@link DemoDataWriter}, which has its own client: the preview itself only reads. The table with a
 * multi-attribute index is created where the engine supports such keys, found out by trying. Refused unless the
 * endpoint is a loopback address and {@value PreviewConfig#DEMO_DATA_ENV}=true. Idempotent: existing tables are
 * reused (if their keys fit) and the items are put again.
 */
public final class DemoData {

    /**
     * @param createdTables  tables this call created
     * @param existingTables tables that were already there (and fit)
     * @param skippedTables  tables with a multi-attribute index that the engine would not create, with its words
     * @param itemsWritten   items put (existing items with the same keys are replaced)
     */
    public record Result(
            List<String> createdTables,
            List<String> existingTables,
            Map<String, String> skippedTables,
            int itemsWritten) {
        public Result {
            createdTables = List.copyOf(createdTables);
            existingTables = List.copyOf(existingTables);
            skippedTables = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(skippedTables));
        }
    }

    private DemoData() {}

    /**
     * Writes the demo tables to the endpoint of {@code config}, through a client of its own built from it.
     *
     * @throws PreviewException NOT_CONFIGURED without an endpoint; NOT_ALLOWED unless the endpoint is loopback and
     *                          demo data is allowed, or when a table of the same name exists with other keys;
     *                          otherwise the engine's or connection's failure
     */
    public static Result load(PreviewConfig config) {
        try (DemoDataWriter writer = new DemoDataWriter(config)) {
            return writer.write(WorkedExamples.DEMO_TABLES);
        }
    }

    /**
     * A design's tables, created as the design has them (existing tables are reused if their keys and indexes fit),
     * and its items put, by the same writer and under the same rules as the demo data.
     */
    public static Result create(PreviewConfig config, DataModel model) {
        try (DemoDataWriter writer = new DemoDataWriter(config)) {
            return writer.writeTables(DesignTables.of(model));
        }
    }

    /** Refuses unless {@code config} has a loopback endpoint and allows demo data (which a design's tables are too). */
    static void checkAllowed(PreviewConfig config) {
        if (!config.configured()) {
            throw new PreviewException(PreviewException.Reason.NOT_CONFIGURED, PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (!config.loopback()) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "Demo data and designs are only written to an endpoint on this machine (localhost, 127.0.0.0/8 or"
                            + " ::1); "
                            + config.engineLabel() + " is not one.");
        }
        if (!config.allowDemoData()) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "Writing demo data and designs is off: start keyslice with " + PreviewConfig.DEMO_DATA_ENV
                            + "=true to allow writing them into "
                            + config.endpoint().orElseThrow() + ".");
        }
    }

    /**
     * Refuses unless {@code client} talks to a loopback endpoint: a loopback configuration does not vouch for a client.
     *
     * @return the client's endpoint, for messages
     */
    static String checkLoopback(DynamoDbClient client) {
        Optional<URI> endpoint = client.serviceClientConfiguration().endpointOverride();
        if (endpoint.isEmpty() || !EndpointRules.isLoopbackHost(endpoint.get().getHost())) {
            throw new PreviewException(
                    PreviewException.Reason.NOT_ALLOWED,
                    "Demo data is only written to an endpoint on " + "this machine, and this client talks to "
                            + endpoint.map(URI::toString).orElse("AWS"));
        }
        return endpoint.get().toString();
    }
}
