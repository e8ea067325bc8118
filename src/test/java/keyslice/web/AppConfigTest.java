package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Optional;
import keyslice.web.http.Proxies;
import org.junit.jupiter.api.Test;

class AppConfigTest {

    @Test
    void eachCopyChangesItsOwnSettingsAndKeepsTheOthers() {
        Proxies proxies = Proxies.parse("127.0.0.1");
        AppConfig changed = new AppConfig(Optional.of("https://keyslice.example"), "'self'", 30, 5)
                .withEngineCheckWindow(Duration.ZERO)
                .withIntake(4, Duration.ofSeconds(2))
                .withTrustedProxies(proxies)
                .withCpuBudget(0.25, Duration.ofMillis(500));
        assertEquals(
                new AppConfig(
                        Optional.of("https://keyslice.example"),
                        "'self'",
                        30,
                        5,
                        Duration.ZERO,
                        4,
                        Duration.ofSeconds(2),
                        proxies,
                        0.25,
                        Duration.ofMillis(500)),
                changed);
        assertThrows(IllegalArgumentException.class, () -> changed.withIntake(0, Duration.ofSeconds(2)));
    }
}
