package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.preview.DescribedKey;
import org.junit.jupiter.api.Test;

/** The operators "Fill keys from the table" leaves on the form, read as the form reads them. */
class EngineKeyLookupTest {

    private static final DescribedKey NUMBER_SORT =
            new DescribedKey(List.of(new KeyAttribute("id", KeyType.S)), List.of(new KeyAttribute("at", KeyType.N)));

    private static String opAfterFill(String op) {
        return EngineKeyLookup.filled(QueryForm.builder().op(op).build(), NUMBER_SORT)
                .op();
    }

    @Test
    void anOperatorTheTypeTakesIsKept() {
        assertEquals("between", opAfterFill("between"));
        assertEquals("ge", opAfterFill("ge"));
    }

    @Test
    void anOperatorTheTypeDoesNotTakeBecomesEq() {
        assertEquals("eq", opAfterFill("begins_with"));
        assertEquals("eq", opAfterFill(""), "the form's default, begins_with, which a number does not take");
    }

    @Test
    void anUnknownOperatorBecomesEq() {
        assertEquals("eq", opAfterFill("like"));
    }

    @Test
    void aSortAttributeThatAnotherFollowsGetsEqAndTheLastKeepsItsOwn() {
        DescribedKey two = new DescribedKey(
                List.of(new KeyAttribute("id", KeyType.S)),
                List.of(new KeyAttribute("status", KeyType.S), new KeyAttribute("at", KeyType.S)));
        QueryForm filled = EngineKeyLookup.filled(
                QueryForm.builder().op("begins_with").op(2, "lt").build(), two);
        assertEquals("eq", filled.op());
        assertEquals("lt", filled.furtherSk(2).op());
    }
}
