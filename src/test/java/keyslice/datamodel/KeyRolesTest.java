package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;

class KeyRolesTest {

    static final List<KeyElement> BY_REGION = List.of(
            new KeyElement("tournament", Role.HASH, KeyType.S),
            new KeyElement("region", Role.HASH, KeyType.S),
            new KeyElement("round", Role.RANGE, KeyType.N),
            new KeyElement("bracket", Role.RANGE, KeyType.S));

    @Test
    void attributesGoToTheirRoleAndPlaceInKeySchemaOrder() {
        // As the explainer reads tournament = :t AND region = :r AND round >= :n: the first = is the partition.
        QueryForm read = QueryForm.builder()
                .table("Tournaments")
                .pk("tournament")
                .pkValue("W")
                .sk("region")
                .op("eq")
                .value("EU")
                .sk(2, "round")
                .skType(2, "N")
                .op(2, "ge")
                .value(2, "2")
                .limit("5")
                .build();

        KeyRoles.Arranged arranged = KeyRoles.arrange(read, BY_REGION, "index ByRegion of Tournaments");

        assertEquals(List.of(), arranged.problems());
        QueryForm form = arranged.form().orElseThrow();
        assertEquals("tournament", form.pk());
        assertEquals(new QueryForm.FurtherPk("region", "", "EU"), form.furtherPk(2));
        assertEquals("round", form.sk());
        assertEquals("N", form.skType());
        assertEquals("ge", form.op());
        assertEquals("2", form.value());
        assertEquals(QueryForm.FurtherSk.BLANK, form.furtherSk(2));
        assertEquals("5", form.limit(), "the rest of the form stays");
    }

    @Test
    void aSortAttributeAfterAGapIsAProblemAndKeepsItsPlace() {
        QueryForm read = QueryForm.builder()
                .pk("tournament")
                .pkValue("W")
                .sk("region")
                .op("eq")
                .value("EU")
                .sk(2, "bracket")
                .value(2, "upper#")
                .build();

        KeyRoles.Arranged arranged = KeyRoles.arrange(read, BY_REGION, "index ByRegion of Tournaments");

        assertEquals(List.of("Query key condition not supported"), messages(arranged.problems()));
        assertTrue(arranged.problems().get(0).summary().contains("bracket"), arranged.problems()::toString);
        QueryForm form = arranged.form().orElseThrow();
        assertEquals("", form.sk(), "round is missing, so the first sort place stays empty");
        assertEquals("bracket", form.furtherSk(2).name());
    }

    @Test
    void whatTheKeyCannotTakeIsSaidInDynamoDbsWords() {
        QueryForm nonKey = QueryForm.builder()
                .pk("tournament")
                .pkValue("W")
                .sk("winner")
                .op("eq")
                .value("x")
                .build();
        QueryForm wrongType = QueryForm.builder()
                .pk("tournament")
                .pkValue("W")
                .sk("region")
                .op("eq")
                .value("EU")
                .sk(2, "round")
                .op(2, "eq")
                .value(2, "2")
                .build();
        QueryForm rangeOnPartition = QueryForm.builder()
                .pk("tournament")
                .pkValue("W")
                .sk("region")
                .op("ge")
                .value("EU")
                .build();

        assertEquals(
                List.of("Query key condition not supported", "Query condition missed key schema element: region"),
                messages(KeyRoles.arrange(nonKey, BY_REGION, "the index").problems()));
        assertEquals(
                List.of("One or more parameter values were invalid: Condition parameter type does not match schema"
                        + " type"),
                messages(KeyRoles.arrange(wrongType, BY_REGION, "the index").problems()));
        assertEquals(
                List.of("Query key condition not supported"),
                messages(KeyRoles.arrange(rangeOnPartition, BY_REGION, "the index")
                        .problems()));
        assertTrue(KeyRoles.arrange(nonKey, BY_REGION, "the index").form().isEmpty());
    }

    private static List<String> messages(List<Problem> problems) {
        return problems.stream().map(Problem::message).toList();
    }
}
