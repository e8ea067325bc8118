package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The numbered parameters of a multi-attribute key: parsed into the form, and in a permalink only when given. */
class MultiAttributeParamsTest {

    private static final String TOURNAMENT = "v=1&index=byTournament&pk=tournament&pkValue=W26&pk2=region&pk2Value=EU"
            + "&pk3=season&pk3Type=N&pk3Value=7&sk=round&op=eq&value=final&sk2=score&sk2Type=N&op2=between&value2=10&to2=20";

    @Test
    void everyNumberedParameterReachesItsAttribute() {
        QueryForm form = BuilderState.from(
                        DecodedQuery.decode(
                                TOURNAMENT
                                        + "&pk4=tier&pk4Type=B&pk4Value=AQ%3D%3D&sk3=day&sk3Type=S&op3=lt&value3=x&to3=y&sk4=z&sk4Type=B&op4=ge&value4=AA%3D%3D&to4=w"))
                .form();
        assertEquals(new QueryForm.FurtherPk("region", "", "EU"), form.furtherPk(2));
        assertEquals(new QueryForm.FurtherPk("season", "N", "7"), form.furtherPk(3));
        assertEquals(new QueryForm.FurtherPk("tier", "B", "AQ=="), form.furtherPk(4));
        assertEquals(new QueryForm.FurtherSk("score", "N", "between", "10", "20"), form.furtherSk(2));
        assertEquals(new QueryForm.FurtherSk("day", "S", "lt", "x", "y"), form.furtherSk(3));
        assertEquals(new QueryForm.FurtherSk("z", "B", "ge", "AA==", "w"), form.furtherSk(4));
    }

    @Test
    void aPermalinkCarriesTheNumberedParametersInRegistryOrder() {
        QueryForm form = BuilderState.from(DecodedQuery.decode(TOURNAMENT)).form();
        assertEquals(
                "v=1&index=byTournament&pk=tournament&pkValue=W26&pk2=region&pk2Value=EU&pk3=season&pk3Type=N&pk3Value=7"
                        + "&sk=round&op=eq&value=final&sk2=score&sk2Type=N&op2=between&value2=10&to2=20",
                Permalink.queryString(form));
    }

    static Stream<Arguments> leftOut() {
        return Stream.of(
                Arguments.of(
                        "a one-attribute state names no numbered parameter",
                        "pk=PK&pkValue=a&sk=SK&value=b",
                        "v=1&pk=PK&pkValue=a&sk=SK&value=b"),
                Arguments.of(
                        "defaults go without saying",
                        "index=i&pk=PK&pkValue=a&pk2=r&pk2Type=S&pk2Value=b&sk=SK&op=eq&value=c"
                                + "&sk2=s&sk2Type=S&op2=begins_with&value2=d",
                        "v=1&index=i&pk=PK&pkValue=a&pk2=r&pk2Value=b&sk=SK&op=eq&value=c&sk2=s&value2=d"),
                Arguments.of(
                        "a type, operator and upper bound without their attribute",
                        "pk=PK&pkValue=a&pk2Type=N&sk2Type=N&op2=lt&to2=x",
                        "v=1&pk=PK&pkValue=a"),
                Arguments.of(
                        "an upper bound the operator does not read",
                        "index=i&pk=PK&pkValue=a&sk=SK&op=eq&value=c&sk2=s&op2=gt" + "&value2=d&to2=e",
                        "v=1&index=i&pk=PK&pkValue=a&sk=SK&op=eq&value=c&sk2=s&op2=gt&value2=d"),
                Arguments.of(
                        "a value without its attribute is an error the link keeps",
                        "pk=PK&pkValue=a&pk3Value=x&value4=y",
                        "v=1&pk=PK&pkValue=a&pk3Value=x&value4=y"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("leftOut")
    void aPermalinkKeepsOnlyWhatIsGiven(String name, String query, String permalink) {
        BuilderState state = BuilderState.from(DecodedQuery.decode(query));
        assertEquals(permalink, Permalink.queryString(state.form()));
        BuilderState shared = BuilderState.from(DecodedQuery.decode(permalink));
        assertEquals(state.problems(), shared.problems(), "the link reproduces the same problems");
    }

    static Stream<Arguments> beyondTheFourth() {
        return Stream.of(
                Arguments.of("pk5", "pk4"),
                Arguments.of("pk5Value", "pk4"),
                Arguments.of("sk5", "sk4"),
                Arguments.of("op9", "sk4"),
                Arguments.of("value12", "sk4"),
                Arguments.of("to99999999999", "sk4"),
                Arguments.of("sk7Type", "sk4"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("beyondTheFourth")
    void aFifthAttributeIsAProblemNotSilentlyIgnored(String param, String field) {
        FormParser.Parsed parsed = FormParser.parse(
                DecodedQuery.decode("pk=PK&pkValue=a&" + param + "=x").params());
        assertEquals(
                List.of(field), parsed.problems().stream().map(Problem::field).toList());
        assertTrue(
                parsed.problems().get(0).message().contains(param + " is past " + field),
                parsed.problems().get(0)::message);
        assertTrue(
                BuilderState.from(DecodedQuery.decode("pk=PK&pkValue=a&" + param + "=x")).problems().stream()
                        .anyMatch(p -> p.field().equals(field)),
                "the state shows it on the page's field");
    }

    @Test
    void theFourthIsStillAnAttribute() {
        assertEquals(
                List.of(),
                FormParser.parse(DecodedQuery.decode("pk4=a&sk4=b&op4=eq&value4=c&to4=d&pk1=e&sk0=f")
                                .params())
                        .problems());
    }
}
