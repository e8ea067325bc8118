package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.sample.SampleTuples;
import keyslice.examples.Tournaments;
import keyslice.testing.Moto;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * On an engine with multi-attribute index keys (moto, a private one: the table names are fixed), "Load demo data" also
 * creates the Tournaments table with its ByRegion index, so the README's worked example runs live and reads what its
 * sample tuples predict.
 */
@Tag("engine")
class DemoDataOnMotoTest {

    private static Moto engine;

    @BeforeAll
    static void start() {
        engine = Moto.start();
    }

    @AfterAll
    static void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    @Test
    void theMultiAttributeExampleIsCreatedAndRunsLiveAsItsSamplesPredict() {
        PreviewConfig config = PreviewConfig.forEndpoint(engine.endpoint()).withAllowDemoData(true);
        DemoData.Result loaded = DemoData.load(config);
        assertEquals(List.of("Drive", "Audit", "Tournaments"), loaded.createdTables());
        assertEquals(Map.of(), loaded.skippedTables());
        assertEquals(9 + 12 + 7, loaded.itemsWritten());
        assertEquals(
                List.of("Drive", "Audit", "Tournaments"), DemoData.load(config).existingTables(), "idempotent");

        try (DynamoPreview preview = new DynamoPreview(config)) {
            IndexInfo byRegion = preview.describe(Tournaments.TABLE).indexes().get(0);
            assertEquals(
                    List.of(Tournaments.TOURNAMENT, Tournaments.REGION),
                    byRegion.keySchema().partitionKeys());
            assertEquals(
                    List.of(Tournaments.ROUND, Tournaments.BRACKET),
                    byRegion.keySchema().sortKeys());

            // The README's sample tuples, as the demo items hold them.
            Compilation compiled = QueryCompiler.compile(Tournaments.ROUND_TWO_UPPER.toBuilder()
                    .samples(
                            "[1, \"upper#A\"]\n[2, \"lower#A\"]\n[2, \"upper#B\"]\n[2, \"upper#A\"]\n[3, \"upper#A\"]\n[2]")
                    .build());
            Compilation.Valid valid = assertInstanceOf(Compilation.Valid.class, compiled, compiled.toString());
            BuiltQuery built = valid.built();
            QueryResult page = preview.query(built, Optional.empty());
            assertEquals(
                    List.of("m04", "m03"),
                    page.items().stream()
                            .map(item -> ((Map<?, ?>) item.get("matchId")).get("S"))
                            .toList(),
                    "upper#A before upper#B in round 2 of the EU; the match without a bracket is not in the index");
            assertEquals(
                    List.of(List.of("2", "upper#A"), List.of("2", "upper#B")),
                    valid.tupleSlice().orElseThrow().matches().stream()
                            .map(SampleTuples.Tuple::values)
                            .map(values ->
                                    values.stream().map(v -> v.wireText()).toList())
                            .toList(),
                    "the slice of the sample tuples is what the engine read");
            Prediction verdict =
                    Prediction.check(built, Optional.of(new KeyAttribute("round", KeyType.N)), page.items());
            assertTrue(verdict.agrees(), verdict.explanation());
        }
    }
}
