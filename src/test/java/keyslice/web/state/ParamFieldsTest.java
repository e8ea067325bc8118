package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import keyslice.domain.form.Field;
import org.junit.jupiter.api.Test;

/** The URL parameters are the form's fields, one each and in the same order, so a permalink lists them as the form does. */
class ParamFieldsTest {

    @Test
    void eachParameterCarriesTheFieldOfItsPlace() {
        assertEquals(
                Arrays.asList(Field.values()),
                Arrays.stream(Param.values()).map(Param::field).toList());
    }

    @Test
    void aFieldsNameIsItsParametersName() {
        List<String> codes = Arrays.stream(Field.values()).map(Field::code).toList();
        assertEquals(codes, Param.codes());
        assertEquals(
                List.of("pk3Type", "op4", "to2"),
                List.of(Field.pkType(3).code(), Field.op(4).code(), Field.to(2).code()));
    }
}
