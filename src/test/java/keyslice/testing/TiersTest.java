package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The test tiers stay wired as the README says: plain {@code mvn test} leaves out exactly the tagged tiers, and the
 * full command ({@code scripts/test}, run by {@code .ci/run}) leaves out none, so a tag only ever selects a tier and
 * never hides a test from CI.
 */
class TiersTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    static final Set<String> TIERS = Set.of("browser", "engine", "fuzz", "soak", "process");
    private static final Pattern TAG = Pattern.compile("@Tag\\(\"([^\"]*)\"\\)");

    @Test
    void everyTagIsATierThatTheFastTierLeavesOut() throws Exception {
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(ROOT.resolve("src/test/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = TAG.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        assertEquals(new TreeSet<>(TIERS), used, "the tags in the tests are the tiers");
        Map<String, String> properties = pomProperties(null);
        assertEquals(
                new TreeSet<>(TIERS),
                Arrays.stream(properties.get("tiers.excluded").split(","))
                        .map(String::strip)
                        .collect(Collectors.toCollection(TreeSet::new)),
                "plain mvn test leaves out every tier");
    }

    @Test
    void theFullCommandRunsEveryTier() throws Exception {
        for (String profile : new String[] {"all", "named-tests", "ci"}) {
            assertEquals(
                    "", pomProperties(profile).get("tiers.excluded"), "the " + profile + " profile leaves out no tier");
        }
        String script = Files.readString(ROOT.resolve("scripts/test"), StandardCharsets.UTF_8);
        assertTrue(script.contains("\nexec mvn -B verify -Pall \"$@\""), "scripts/test runs every tier");
        String ci = Files.readString(ROOT.resolve(".ci/run"), StandardCharsets.UTF_8);
        assertTrue(ci.contains("\nexec ./scripts/test"), ".ci/run runs the README's full command");
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        String test = readme.substring(
                readme.indexOf("\n## Test\n"), readme.indexOf("\n## ", readme.indexOf("\n## Test\n") + 1));
        assertTrue(test.contains("```sh\nscripts/test\n```"), "the README states the full command");
        assertTrue(test.contains("```sh\nmvn -B test\n```"), "the README states the fast tier's command");
    }

    /** The pom's top-level properties, or those that the profile with that id sets. */
    private static Map<String, String> pomProperties(String profile) throws Exception {
        Document pom = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(ROOT.resolve("pom.xml").toFile());
        Element owner = pom.getDocumentElement();
        if (profile != null) {
            owner = null;
            NodeList profiles = pom.getElementsByTagName("profile");
            for (int i = 0; i < profiles.getLength(); i++) {
                Element p = (Element) profiles.item(i);
                if (profile.equals(child(p, "id").getTextContent().strip())) {
                    owner = p;
                }
            }
            assertTrue(owner != null, "a profile " + profile);
        }
        Map<String, String> properties = new HashMap<>();
        NodeList entries = child(owner, "properties").getChildNodes();
        for (int i = 0; i < entries.getLength(); i++) {
            if (entries.item(i) instanceof Element e) {
                properties.put(e.getTagName(), e.getTextContent().strip());
            }
        }
        return properties;
    }

    private static Element child(Element parent, String name) throws IOException {
        NodeList children = parent.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        throw new IOException("no <" + name + "> in <" + parent.getTagName() + ">");
    }
}
