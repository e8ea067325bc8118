package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * States too large for a URL, used as a person does: 400 items or 3,000 sample keys pasted, "Build the Query", a state
 * beyond any link kept on the page and carried as a file, and a form larger than keyslice takes at all. Each answer is
 * on screen (the output, a message at the field, a notice), never nothing.
 */
@Tag("browser")
class LargeStateBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    private static final String TICKETS = "/?v=1&pk=PK&pkValue=T%231&sk=SK&value=ORD%23";

    /** 400 small items of one partition: 36 KB, 74 KB once percent-encoded in a URL. */
    static final String FOUR_HUNDRED_ITEMS = IntStream.range(0, 400)
            .mapToObj(i -> String.format(
                    "{\"PK\":{\"S\":\"T#1\"},\"SK\":{\"S\":\"ORD#%05d\"},\"status\":{\"S\":\"%s\"},\"owner\":{\"S\":\"user-%d\"}}",
                    i, List.of("open", "shut", "held").get(i % 3), i * 37 % 1000))
            .collect(Collectors.joining("\n"));

    @AfterEach
    void reset() {
        browser.resetView();
    }

    private static void open(String path) {
        browser.open(path);
        browser.awaitHtmx();
        browser.awaitIdle();
        // Every request the page's script sends, by method: a large state must go by POST.
        browser.js("window.__methods = []; document.addEventListener('htmx:beforeSend', function (e) {"
                + " window.__methods.push(e.detail.requestConfig.verb); });");
    }

    /** Puts {@code text} into a field as a paste does: one input event with the whole text. */
    private static void paste(String id, String text) {
        browser.js(
                "var field = document.getElementById(arguments[0]); field.scrollIntoView({block: 'center'}); field.focus();"
                        + "field.value = arguments[1];"
                        + "field.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));",
                id,
                text);
    }

    private static void openOptions() {
        if (!Boolean.parseBoolean(browser.byId("query-options").getDomProperty("open"))) {
            browser.js("document.querySelector('#query-options > summary').click();");
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> methods() {
        return (List<String>) browser.js("return window.__methods;");
    }

    private static String address() {
        return browser.driver().getCurrentUrl().substring(fixture.base().length());
    }

    @Test
    void fourHundredPastedItemsUpdateTheOutputAndTheAddressHoldsThemCompressed() {
        open(TICKETS);
        browser.setMarker();
        openOptions();
        paste("items", FOUR_HUNDRED_ITEMS);
        browser.await(
                "the output to read the 400 items",
                () -> String.valueOf(browser.text("summary")).contains("400 sample items"));
        browser.awaitIdle();
        assertTrue(browser.markerPresent(), "updated in place");
        assertTrue(methods().contains("post"), "too large for a URL: sent by POST " + methods());
        browser.await("the address to follow", () -> address().startsWith("/?v=2&z="));
        assertTrue(
                address().length() < 8 * 1024, "a link under 8 KB: " + address().length());
        assertEquals(address(), browser.byId("permalink").getDomAttribute("href"));
        assertEquals("", browser.text("notice"), "no refusal");

        // The address opens the same state: the items come back in the field, the output reads them.
        browser.open(address());
        browser.awaitHtmx();
        assertEquals(FOUR_HUNDRED_ITEMS, browser.value("items"));
        assertTrue(browser.text("summary").contains("400 sample items"), browser.text("summary"));
    }

    @Test
    void buildTheQueryWithPastedItemsShowsTheOutput() {
        open(TICKETS + "&limit=3");
        browser.setMarker();
        openOptions();
        // Pasted without a live update (as if it were still on its way), then "Build the Query".
        browser.js(
                "document.getElementById('items').value = arguments[0];",
                FOUR_HUNDRED_ITEMS.replace("\"shut\"", "\"gone\""));
        browser.js("document.getElementById('build').scrollIntoView({block: 'center'});");
        browser.byId("build").click();
        browser.await(
                "the output to read the items",
                () -> String.valueOf(browser.text("summary")).contains("400 sample items"));
        assertTrue(browser.markerPresent());
        assertTrue(methods().contains("post"), methods()::toString);
    }

    @Test
    void threeThousandSampleKeysAreAMessageAtTheSamples() {
        open(TICKETS);
        String keys = IntStream.range(0, 3000)
                .mapToObj(i -> String.format("ORD#%05d", i))
                .collect(Collectors.joining("\n"));
        paste("samples", keys);
        browser.await(
                "a message at the samples",
                () -> browser.texts("#err-samples li").stream()
                        .anyMatch(message -> message.contains("3000 sample keys") && message.contains("1000")));
        assertEquals("", browser.text("notice"), "the form was read, not refused");
        assertEquals(keys, browser.value("samples"), "nothing pasted is lost");
    }

    /**
     * 70 KB of random text: no compression brings its link within 32 KB. It keeps working on the page; the page says it
     * is too large for any link; "Download the state" saves it, and "Load a state file" on a new page brings it back.
     */
    @Test
    void aStateBeyondAnyLinkKeepsWorkingAndTravelsAsAFile(@org.junit.jupiter.api.io.TempDir Path downloads)
            throws IOException {
        Random random = new Random(20261203L);
        String items = IntStream.range(0, 440)
                .mapToObj(i -> String.format(
                        "{\"PK\":{\"S\":\"T#1\"},\"SK\":{\"S\":\"ORD#%05d\"}," + "\"blob\":{\"S\":\"%s\"}}",
                        i, hex(random, 48)))
                .collect(Collectors.joining("\n"));
        String samples =
                IntStream.range(0, 600).mapToObj(i -> "ORD#" + hex(random, 40)).collect(Collectors.joining("\n"));
        assertTrue(items.length() + samples.length() > 70 * 1024, "a 70 KB state");
        open(TICKETS);
        openOptions();
        // The items alone still fit a compressed link; the samples on top of them do not.
        paste("items", items);
        browser.await(
                "the output to read the items",
                () -> String.valueOf(browser.text("summary")).contains("440 sample items"));
        browser.await("the address to hold the items", () -> address().startsWith("/?v=2&z="));
        String itemsAddress = address();
        paste("samples", samples);
        browser.await(
                "the page to say the state is too large for any link",
                () -> String.valueOf(browser.text("share-too-long")).contains("too large for any link"));
        browser.awaitIdle();
        assertEquals(itemsAddress, address(), "the address keeps the last state a link holds");
        for (int width : new int[] {1280, 390}) {
            browser.viewport(width, 900, width < 600);
            browser.js("document.getElementById('share-too-long').scrollIntoView({block: 'center'});");
            assertTrue(browser.byId("download-state").isDisplayed(), "the download at " + width + " px");
            browser.screenshot("large-state-beyond-any-link-" + width);
        }
        browser.clearViewport();

        browser.cdp("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath", downloads.toString()));
        browser.js("document.getElementById('download-state').scrollIntoView({block: 'center'});");
        browser.byId("download-state").click();
        Path file = downloads.resolve("keyslice-state.json");
        browser.await(
                "the state file",
                () -> Files.isRegularFile(file) && file.toFile().length() > 70 * 1024);
        assertTrue(Files.readString(file, StandardCharsets.UTF_8).startsWith("{\n  \"v\" : \"1\""));

        open("/");
        browser.setMarker();
        browser.byId("state-file").sendKeys(file.toAbsolutePath().toString());
        browser.await("the loaded state", () -> items.equals(browser.value("items")));
        browser.await(
                "its output", () -> String.valueOf(browser.text("summary")).contains("440 sample items"));
        assertEquals(samples, browser.value("samples"));
        assertEquals("PK", browser.value("pk"));
        assertTrue(browser.markerPresent(), "loaded in place");
    }

    /** A link of 70 KB (400 items, percent-encoded), longer than servers take: keyslice's page says what to do instead. */
    @Test
    void aSeventyKilobyteAddressIsKeyslicesPageThatSaysWhatToDo() {
        String path = TICKETS + "&items=" + URLEncoder.encode(FOUR_HUNDRED_ITEMS, StandardCharsets.UTF_8);
        assertTrue(path.length() > 70 * 1024, "a 70 KB address: " + path.length());
        browser.open(path);
        browser.await(
                "keyslice's refusal page", () -> !browser.all("#refusal-title").isEmpty());
        assertEquals("Address too long · keyslice", browser.driver().getTitle());
        String page = browser.all(".refusal").get(0).getText();
        assertTrue(page.contains("compressed link") && page.contains("load the file in the builder"), page);
        assertTrue(browser.all("a[href='/']").stream().anyMatch(WebElement::isDisplayed), "a way back to the builder");
    }

    /** What {@code aws dynamodb query --output json} prints, pasted whole into the items: its items are read. */
    @Test
    void theCliOutputOfAQueryPastedIntoTheItemsIsRead() {
        String cli = "{\n    \"Items\": [\n"
                + IntStream.range(0, 40)
                        .mapToObj(i -> String.format(
                                "        {\n            \"SK\": {\n"
                                        + "                \"S\": \"ORD#%05d\"\n            },\n            \"PK\": {\n                \"S\": \"T#1\"\n"
                                        + "            }\n        }",
                                i))
                        .collect(Collectors.joining(",\n"))
                + "\n    ],\n    \"Count\": 40,\n    \"ScannedCount\": 40,\n    \"ConsumedCapacity\": null\n}\n";
        open(TICKETS + "&limit=3");
        openOptions();
        paste("items", cli);
        browser.await(
                "the output to read the 40 items",
                () -> String.valueOf(browser.text("summary")).contains("40 sample items"));
        assertEquals(List.of(), browser.texts("#err-items li"), "no problem at the items");
        assertEquals(cli, browser.value("items"), "the field keeps the output as pasted");
    }

    @Test
    void aFormLargerThanKeysliceTakesIsANoticeThatSaysSo() {
        Random random = new Random(7L);
        open(TICKETS);
        browser.setMarker();
        openOptions();
        // 64 K characters of random text in each field: even compressed, more than a request body may carry.
        paste(
                "items",
                IntStream.range(0, 1300)
                        .mapToObj(i -> "{\"PK\":{\"S\":\"" + hex(random, 36) + "\"}}")
                        .collect(Collectors.joining("\n"))
                        .substring(0, 64_000));
        paste("samples", IntStream.range(0, 1000).mapToObj(i -> hex(random, 60)).collect(Collectors.joining("\n")));
        browser.await(
                "the notice", () -> !String.valueOf(browser.text("notice")).isEmpty());
        String notice = browser.text("notice");
        assertTrue(notice.contains("65536") && notice.contains("shorten the sample items or keys"), notice);
        assertTrue(browser.markerPresent(), "the page stays, the form as typed");
        assertFalse(browser.value("samples").isEmpty());
    }

    private static String hex(Random random, int digits) {
        StringBuilder out = new StringBuilder(digits);
        while (out.length() < digits) {
            out.append(Long.toHexString(random.nextLong() | Long.MIN_VALUE));
        }
        return out.substring(0, digits);
    }
}
