package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.form.Problem;
import org.junit.jupiter.api.Test;

class DecodedQueryTest {

    @Test
    void decodesFormEncodingAndKeepsOrderAndRepeats() {
        DecodedQuery decoded = DecodedQuery.decode("seg=a+b&seg=%F0%9F%98%80&pkValue=DRIVE%23a91&empty=&flag");
        assertEquals(List.of("a b", "😀"), decoded.params().get("seg"));
        assertEquals(List.of("DRIVE#a91"), decoded.params().get("pkValue"));
        assertEquals(List.of(""), decoded.params().get("empty"));
        assertEquals(List.of(""), decoded.params().get("flag"));
        assertTrue(decoded.problems().isEmpty());
    }

    @Test
    void malformedEscapesAndBadUtf8AreProblemsNotSilentChanges() {
        DecodedQuery decoded = DecodedQuery.decode("table=Dr%ive&limit=5%&pkValue=%ED%A0%80&sk=%FF");
        assertEquals(
                List.of("table", "limit", "pkValue", "sk"),
                decoded.problems().stream().map(Problem::field).toList());
        assertTrue(decoded.problems().get(0).message().contains("malformed percent-escape at \"%iv\""));
        assertTrue(decoded.problems().get(2).message().contains("not valid UTF-8"));
        assertEquals(List.of("Dr%ive"), decoded.params().get("table"), "what was typed is kept");
    }
}
