package keyslice.domain;

import static keyslice.domain.WarningsFixtures.base;
import static keyslice.domain.WarningsFixtures.warnings;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.domain.form.QueryForm;
import keyslice.domain.warnings.Warning;
import org.junit.jupiter.api.Test;

/**
 * The warnings' codes and words.
 */
class WarningsWordsTest {

    @Test
    void openPrefixExplainsWhatElseIsReadAndTheFix() {
        Warning warning = warnings(
                        base().op("begins_with").seg("root", "photos").delim("/"))
                .get(0);
        assertTrue(warning.message().contains("begins_with(SK, \"root/photos\")"), warning.message());
        assertTrue(warning.message().contains("\"root/photos…\""), warning.message());
        assertTrue(warning.message().contains("\"root/photos/\", trail=true"), warning.message());
    }

    @Test
    void unpaddedNumberNamesBothWidths() {
        Warning warning = warnings(base().op("between").seg("item", "10").toSeg("item", "100"))
                .get(0);
        assertTrue(
                warning.message().contains("\"10\" in the lower bound but \"100\" in the upper bound"),
                warning.message());
    }

    @Test
    void reservedWordMessageQuotesDynamoDb() {
        Warning warning = warnings(QueryForm.builder().pk("status").pkValue("x").names("minimal"))
                .get(0);
        assertTrue(
                warning.message().endsWith("Attribute name is a reserved keyword; reserved keyword: status"),
                warning.message());
    }
}
