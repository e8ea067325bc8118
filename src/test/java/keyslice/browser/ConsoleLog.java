package keyslice.browser;

import java.util.List;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/** What the page wrote to the browser's console since it was last read (BrowserSession asks Chromium to keep it). */
final class ConsoleLog {

    private ConsoleLog() {}

    static List<String> read(WebDriver driver) {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .map(LogEntry::getMessage)
                .toList();
    }

    /** The messages about the Content Security Policy: each one is something the page tried and the policy refused. */
    static List<String> policyViolations(WebDriver driver) {
        return read(driver).stream()
                .filter(message -> message.contains("Content Security Policy"))
                .toList();
    }
}
