package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;
import keyslice.examples.FileTree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * "Add this Query to a design": the pattern alone where the design has the Query's table and its key agrees, the table
 * too where it has not, a refusal that says what differs, and a Query the design has already left out.
 */
class QueryMergeTest {

    private static final String CLI = "aws dynamodb query --table-name %s%s --key-condition-expression '%s'"
            + " --expression-attribute-values '%s'";

    private static DataModel drive() throws Exception {
        return DataModels.read(DataModelsTest.resource("drive.json"));
    }

    private static DataModel worlds() throws Exception {
        return DataModels.read(DataModelsTest.resource("worlds.json"));
    }

    /** A Query on {@code table} (and {@code index}, or ""), its key as name, type, role triples. */
    private static QueryAddition query(String table, String index, String implementation, String... key) {
        List<KeyElement> elements = new ArrayList<>();
        for (int i = 0; i < key.length; i += 3) {
            elements.add(new KeyElement(key[i], Role.valueOf(key[i + 2]), KeyType.valueOf(key[i + 1])));
        }
        return new QueryAddition(
                table,
                index.isEmpty() ? Optional.empty() : Optional.of(index),
                elements,
                List.of(Map.of(key[0], new ItemValue.S("a"))),
                "The Query from the builder",
                implementation);
    }

    private static String cli(String table, String index, String condition, String values) {
        return String.format(CLI, table, index.isEmpty() ? "" : " --index-name " + index, condition, values);
    }

    private static final String ACTOR_DAY = cli(
            "Drive",
            "",
            "PK = :pk AND begins_with(SK, :day)",
            "{\":pk\":{\"S\":\"ACTOR#u_1\"},\":day\":{\"S\":\"EVT#2026-06-24T\"}}");

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of(
                        "partition key named otherwise",
                        query("Drive", "", ACTOR_DAY, "pk", "S", "HASH", "SK", "S", "RANGE"),
                        "the Query's partition key is pk, and table Drive's in the design is PK"),
                Arguments.of(
                        "partition key of another type",
                        query("Drive", "", ACTOR_DAY, "PK", "N", "HASH"),
                        "the Query's partition key PK is of type N (Number), and table Drive keys it as S (String)"),
                Arguments.of(
                        "sort key named otherwise",
                        query("Drive", "", ACTOR_DAY, "PK", "S", "HASH", "date", "S", "RANGE"),
                        "the Query's sort key is date, and table Drive's in the design is SK"),
                Arguments.of(
                        "an index the table lacks",
                        query("Drive", "byDate", ACTOR_DAY, "PK", "S", "HASH"),
                        "the Query reads index byDate, which table Drive does not have in the design (its indexes:"
                                + " parent)"),
                Arguments.of(
                        "an index key named otherwise",
                        query("Drive", "parent", ACTOR_DAY, "PK", "S", "HASH"),
                        "the Query's partition key is PK, and index parent of table Drive's in the design is"
                                + " parent"),
                Arguments.of(
                        "an index of a table the design lacks",
                        query("Audit", "byDay", ACTOR_DAY, "PK", "S", "HASH"),
                        "the Query reads index byDay of table Audit, which the design does not have (its tables:"
                                + " Drive)"),
                Arguments.of(
                        "no table",
                        query("", "", ACTOR_DAY, "PK", "S", "HASH"),
                        "the Query names no table: give it the name of one of the design's tables (Drive)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void refusesAQueryWhoseKeyDiffersAndSaysWhat(String name, QueryAddition query, String message) throws Exception {
        QueryMerge.Outcome outcome = QueryMerge.merge(drive(), query);

        String refusal = assertInstanceOf(QueryMerge.Refused.class, outcome).message();
        assertTrue(refusal.startsWith(message), refusal);
    }

    @Test
    void aQueryOnTheDesignsTableIsTheNextPatternAlone() throws Exception {
        DataModel design = drive();

        QueryMerge.Merged merged = (QueryMerge.Merged)
                QueryMerge.merge(design, query("Drive", "", ACTOR_DAY, "PK", "S", "HASH", "SK", "S", "RANGE"));

        assertEquals("7", merged.patternId());
        assertEquals(7, merged.position());
        assertFalse(merged.tableAdded());
        assertFalse(merged.formatChanged());
        assertEquals(design.tables(), merged.model().tables());
        AccessPattern added = merged.model().patterns().get(6);
        assertEquals(Optional.of("Drive"), added.table());
        assertEquals(Optional.empty(), added.index());
        assertEquals(Optional.of(AccessPattern.Operation.Query), added.operation());
        assertEquals(ACTOR_DAY, added.implementation());
        assertEquals(design.patterns(), merged.model().patterns().subList(0, 6));
    }

    @Test
    void aQueryReadingFewerSortAttributesThanTheKeyHasJoinsWithoutOne() throws Exception {
        // Drive has a sort key; a Query on the partition alone names none.
        assertInstanceOf(
                QueryMerge.Merged.class, QueryMerge.merge(drive(), query("Drive", "", ACTOR_DAY, "PK", "S", "HASH")));
    }

    @Test
    void aQueryOnAnIndexTheTableHasNamesTheIndex() throws Exception {
        String children = cli("Drive", "parent", "parent = :p", "{\":p\":{\"S\":\"root/docs/\"}}");

        QueryMerge.Merged merged = (QueryMerge.Merged)
                QueryMerge.merge(drive(), query("Drive", "parent", children, "parent", "S", "HASH"));

        assertEquals(Optional.of("parent"), merged.model().patterns().get(6).index());
    }

    @Test
    void aMultiAttributeIndexKeyAgreesOnEveryPartitionAttributeAndTheSortAttributesNamed() throws Exception {
        String implementation = cli(
                "Tournaments",
                "ByRegion",
                "tournament = :t AND #region = :r AND #round = :n",
                "{\":t\":{\"S\":\"WC\"},\":r\":{\"S\":\"EU\"},\":n\":{\"N\":\"1\"}}");

        assertInstanceOf(
                QueryMerge.Merged.class,
                QueryMerge.merge(
                        worlds(),
                        query(
                                "Tournaments",
                                "ByRegion",
                                implementation,
                                "tournament",
                                "S",
                                "HASH",
                                "region",
                                "S",
                                "HASH",
                                "round",
                                "N",
                                "RANGE")));
        QueryMerge.Outcome skipped = QueryMerge.merge(
                worlds(),
                query(
                        "Tournaments",
                        "ByRegion",
                        implementation,
                        "tournament",
                        "S",
                        "HASH",
                        "region",
                        "S",
                        "HASH",
                        "bracket",
                        "S",
                        "RANGE"));
        assertTrue(((QueryMerge.Refused) skipped)
                .message()
                .startsWith("the Query's sort key attribute 1 is bracket, and index ByRegion of table Tournaments's"
                        + " in the design is round"));
        QueryMerge.Outcome half =
                QueryMerge.merge(worlds(), query("Tournaments", "ByRegion", implementation, "tournament", "S", "HASH"));
        assertTrue(((QueryMerge.Refused) half)
                .message()
                .startsWith("the Query's partition key is tournament (S), and index ByRegion of table Tournaments's"
                        + " in the design is tournament (S) + region (S)"));
    }

    @Test
    void aDesignWithoutTheTableGetsItWithTheQuerysKeyAndItems() throws Exception {
        QueryAddition query = query("Audit", "", ACTOR_DAY, "PK", "S", "HASH", "SK", "S", "RANGE");

        QueryMerge.Merged merged = (QueryMerge.Merged) QueryMerge.merge(drive(), query);

        assertTrue(merged.tableAdded());
        ModelTable audit = merged.model().table("Audit").orElseThrow();
        assertEquals(query.key(), audit.key());
        assertEquals(query.items(), audit.items());
        assertEquals(Optional.of("Audit"), merged.model().patterns().get(6).table());
    }

    @Test
    void aQueryTheDesignHasAlreadyIsNotAddedTwiceHoweverItsCallIsSpelled() throws Exception {
        // Pattern 1 of drive.json, with other placeholders and spacing.
        String again = "aws dynamodb query  --table-name Drive \\\n --key-condition-expression"
                + " 'PK = :a AND begins_with(SK, :b)' --expression-attribute-values"
                + " '{\":a\":{\"S\":\"DRIVE#a91\"},\":b\":{\"S\":\"root/photos/\"}}'";

        QueryMerge.Outcome outcome =
                QueryMerge.merge(drive(), query("Drive", "", again, "PK", "S", "HASH", "SK", "S", "RANGE"));

        assertEquals(new QueryMerge.Duplicate("1", 1), outcome);
    }

    @Test
    void aWorkbenchModelIsWrittenAsTheMcpDataModelThatHoldsPatterns() throws Exception {
        DataModel workbench = DataModels.read(DataModelsTest.resource("shop-workbench.json"));
        String byCustomer = cli("Shop", "", "PK = :pk", "{\":pk\":{\"S\":\"CUSTOMER#1\"}}");

        QueryMerge.Merged merged = (QueryMerge.Merged)
                QueryMerge.merge(workbench, query("Shop", "", byCustomer, "PK", "S", "HASH", "SK", "S", "RANGE"));

        assertTrue(merged.formatChanged());
        assertEquals(DataModel.Format.WORKBENCH, merged.was());
        assertEquals(DataModel.Format.MCP_DATA_MODEL, merged.model().format());
        assertEquals("1", merged.patternId());
    }

    @Test
    void theNextIdFollowsTheLargestNumberAndIsFree() {
        AccessPattern one =
                new AccessPattern("1", "", Optional.empty(), Optional.empty(), Optional.empty(), "", "not served");
        AccessPattern named = new AccessPattern(
                "get-orders", "", Optional.empty(), Optional.empty(), Optional.empty(), "", "not served");
        AccessPattern nine =
                new AccessPattern("9", "", Optional.empty(), Optional.empty(), Optional.empty(), "", "not served");

        assertEquals("1", QueryMerge.nextId(List.of()));
        assertEquals("3", QueryMerge.nextId(List.of(one, named)));
        assertEquals("10", QueryMerge.nextId(List.of(one, nine)));
    }

    @Test
    void theBuildersStateGivesItsKeyItsSampleKeysAsItemsAndItsWords() {
        Compilation.Valid valid = (Compilation.Valid) QueryCompiler.compile(FileTree.UNDER_PHOTOS);

        QueryAddition addition = QueryAddition.of(valid, "aws dynamodb query --table-name Drive");

        assertEquals("Drive", addition.table());
        assertEquals(Optional.empty(), addition.index());
        assertEquals(
                List.of(new KeyElement("PK", Role.HASH, KeyType.S), new KeyElement("SK", Role.RANGE, KeyType.S)),
                addition.key());
        assertEquals(FileTree.SAMPLE_KEYS.size(), addition.items().size());
        assertEquals(
                Map.of("PK", new ItemValue.S(FileTree.DRIVE), "SK", new ItemValue.S(FileTree.SAMPLE_KEYS.get(0))),
                addition.items().get(0));
        assertTrue(addition.description().startsWith("Drive: partition"), addition.description());
    }
}
