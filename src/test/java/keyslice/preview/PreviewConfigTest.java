package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PreviewConfigTest {

    @Test
    void emptyEnvironmentMeansPreviewOffWithDefaults() {
        PreviewConfig c = PreviewConfig.fromEnvironment(Map.of(), Optional.empty());
        assertEquals(Optional.empty(), c.endpoint());
        assertFalse(c.configured());
        assertFalse(c.loopback());
        assertEquals("us-east-1", c.region());
        assertEquals(Optional.empty(), c.tableAllowList());
        assertFalse(c.allowDemoData());
        assertEquals(Duration.ofSeconds(2), c.connectTimeout());
        assertEquals(Duration.ofSeconds(5), c.apiCallTimeout());
        assertTrue(c.allows("anything"));
        assertEquals(PreviewConfig.disabled(), c);
    }

    @Test
    void readsEveryVariable() {
        PreviewConfig c = PreviewConfig.fromEnvironment(
                Map.of(
                        "KEYSLICE_DYNAMODB_ENDPOINT", "http://localhost:8000",
                        "AWS_REGION", "eu-west-3",
                        "KEYSLICE_TABLES", " Drive, Audit ,,",
                        "KEYSLICE_ALLOW_DEMO_DATA", "true"),
                Optional.empty());
        assertEquals(Optional.of(URI.create("http://localhost:8000")), c.endpoint());
        assertEquals("eu-west-3", c.region());
        assertEquals(Optional.of(Set.of("Drive", "Audit")), c.tableAllowList());
        assertTrue(c.allows("Drive"));
        assertFalse(c.allows("Other"));
        assertTrue(c.allowDemoData());
        assertTrue(c.demoDataAllowed());
    }

    @Test
    void flagWinsOverEnvironment() {
        PreviewConfig c = PreviewConfig.fromEnvironment(
                Map.of("KEYSLICE_DYNAMODB_ENDPOINT", "http://localhost:8000"),
                Optional.of("https://dynamodb.eu-west-1.amazonaws.com"));
        assertEquals(Optional.of(URI.create("https://dynamodb.eu-west-1.amazonaws.com")), c.endpoint());
        assertFalse(c.loopback());
        // a blank flag does not hide the variable
        assertEquals(
                Optional.of(URI.create("http://localhost:8000")),
                PreviewConfig.fromEnvironment(
                                Map.of("KEYSLICE_DYNAMODB_ENDPOINT", "http://localhost:8000"), Optional.of(" "))
                        .endpoint());
    }

    @Test
    void invalidEndpointsAreRejectedWithAClearMessage() {
        for (String bad : List.of(
                "localhost:8000",
                "ftp://localhost:8000",
                "http://",
                "/relative",
                "http://user:pw@localhost:8000",
                "http://localhost:8000/path",
                "http://localhost:8000?x=1",
                "http://local host:8000",
                "mailto:x@y")) {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> PreviewConfig.fromEnvironment(Map.of("KEYSLICE_DYNAMODB_ENDPOINT", bad), Optional.empty()),
                    bad);
            assertTrue(
                    e.getMessage().startsWith("KEYSLICE_DYNAMODB_ENDPOINT must be an absolute http:// or https:// URL"),
                    e.getMessage());
            assertTrue(e.getMessage().contains(bad.strip()), e.getMessage());
        }
        IllegalArgumentException flag = assertThrows(
                IllegalArgumentException.class, () -> PreviewConfig.fromEnvironment(Map.of(), Optional.of("nope")));
        assertTrue(flag.getMessage().startsWith("--dynamodb-endpoint must be"), flag.getMessage());
        // a trailing slash is fine
        assertEquals(URI.create("http://localhost:8000/"), EndpointRules.parse("http://localhost:8000/", "x"));
    }

    @Test
    void otherInvalidValues() {
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> PreviewConfig.fromEnvironment(Map.of("KEYSLICE_TABLES", "Drive,a b"), Optional.empty()))
                .getMessage()
                .startsWith("KEYSLICE_TABLES"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> PreviewConfig.fromEnvironment(
                                Map.of("KEYSLICE_ALLOW_DEMO_DATA", "yes"), Optional.empty()))
                .getMessage()
                .startsWith("KEYSLICE_ALLOW_DEMO_DATA"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> PreviewConfig.fromEnvironment(Map.of("AWS_REGION", "us east"), Optional.empty()))
                .getMessage()
                .startsWith("AWS_REGION"));
        assertFalse(PreviewConfig.fromEnvironment(Map.of("KEYSLICE_ALLOW_DEMO_DATA", "FALSE"), Optional.empty())
                .allowDemoData());
        assertEquals(
                Optional.empty(),
                PreviewConfig.fromEnvironment(Map.of("KEYSLICE_TABLES", " , "), Optional.empty())
                        .tableAllowList(),
                "an allow-list of nothing is no allow-list");
    }

    @Test
    void loopbackIsLocalhostOrLoopbackAddressesWithoutLookup() {
        for (String host : List.of(
                "http://localhost:8000",
                "http://LOCALHOST",
                "http://127.0.0.1:8000",
                "http://127.8.9.10",
                "https://[::1]:8000",
                "http://[0:0:0:0:0:0:0:1]",
                "http://localhost.:1")) {
            assertTrue(PreviewConfig.forEndpoint(URI.create(host)).loopback(), host);
        }
        for (String host : List.of(
                "http://128.0.0.1",
                "http://10.0.0.1",
                "http://localhost.example.com",
                "http://example.com",
                "http://[::2]",
                "http://0.0.0.0",
                "https://dynamodb.us-east-1.amazonaws.com",
                "http://127.0.0.1.nip.io")) {
            assertFalse(PreviewConfig.forEndpoint(URI.create(host)).loopback(), host);
        }
        assertFalse(PreviewConfig.disabled().loopback());
        assertFalse(PreviewConfig.forEndpoint(URI.create("http://example.com"))
                .withAllowDemoData(true)
                .demoDataAllowed());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({
        "http://localhost:8000, localhost:8000, http://localhost:8000",
        "http://127.0.0.1:8000, 127.0.0.1:8000, http://127.0.0.1:8000",
        "http://[::1]:8000, [::1]:8000, http://[::1]:8000",
        "http://10.0.0.5:8000, the configured endpoint, ''",
        "https://dynamodb.us-east-1.amazonaws.com, the configured endpoint, ''"
    })
    void theEngineLabelShowsOnlyALoopbackEndpointByDefault(String endpoint, String label, String inMessages) {
        PreviewConfig c =
                PreviewConfig.fromEnvironment(Map.of("KEYSLICE_DYNAMODB_ENDPOINT", endpoint), Optional.empty());
        assertEquals(label, c.engineLabel());
        assertEquals(inMessages, c.endpointInMessages());
    }

    @Test
    void theEngineLabelIsReadFromTheEnvironment() {
        PreviewConfig c = PreviewConfig.fromEnvironment(
                Map.of(
                        "KEYSLICE_DYNAMODB_ENDPOINT",
                        "http://10.0.0.5:8000",
                        "KEYSLICE_ENGINE_LABEL",
                        "  staging replica "),
                Optional.empty());
        assertEquals("staging replica", c.engineLabel());
        assertEquals("staging replica", c.endpointInMessages());
        PreviewConfig loopback = PreviewConfig.fromEnvironment(
                Map.of("KEYSLICE_DYNAMODB_ENDPOINT", "http://localhost:8000", "KEYSLICE_ENGINE_LABEL", "dynalite"),
                Optional.empty());
        assertEquals("dynalite", loopback.engineLabel());
        assertEquals("http://localhost:8000", loopback.endpointInMessages());
        assertEquals(
                "the configured endpoint",
                PreviewConfig.fromEnvironment(
                                Map.of(
                                        "KEYSLICE_DYNAMODB_ENDPOINT",
                                        "http://10.0.0.5:8000",
                                        "KEYSLICE_ENGINE_LABEL",
                                        " "),
                                Optional.empty())
                        .engineLabel());
    }

    @Test
    void eachCopyChangesItsOwnSettingsAndKeepsTheOthers() {
        PreviewConfig base = PreviewConfig.forEndpoint(URI.create("http://localhost:8000"))
                .withRegion("eu-west-1")
                .withTableAllowList(Set.of("Orders"))
                .withAllowDemoData(true)
                .withEngineLabel("dynalite")
                .withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(3))
                .withLimits(Duration.ofSeconds(4), 2);
        assertEquals(
                new PreviewConfig(
                        Optional.of(URI.create("http://localhost:8000")),
                        "eu-west-1",
                        Optional.of(Set.of("Orders")),
                        true,
                        Duration.ofSeconds(1),
                        Duration.ofSeconds(3),
                        Duration.ofSeconds(4),
                        2,
                        Optional.of("dynalite")),
                base);
        assertEquals("us-east-2", base.withRegion("us-east-2").region());
        assertEquals(base, base.withRegion("us-east-2").withRegion("eu-west-1"));
        assertThrows(IllegalArgumentException.class, () -> base.withLimits(Duration.ofSeconds(4), 0));
    }
}
