package keyslice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import keyslice.web.KeysliceApp;

/**
 * What the compiled classes of src/main depend on, as jdeps reads them: an unused import does not count, a fully
 * qualified name does, as the JVM sees it.
 */
final class Jdeps {

    private static final Pattern EDGE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s");

    private Jdeps() {}

    /** target/classes, where src/main's classes are compiled to. */
    static Path mainClasses() throws Exception {
        return Path.of(KeysliceApp.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }

    /** Each package of src/main and the packages it depends on (the JDK's and libraries' included). */
    static Map<String, Set<String>> packages() throws Exception {
        return edges("-verbose:package");
    }

    /** Each class of src/main (nested ones by their binary name) and the classes it depends on. */
    static Map<String, Set<String>> classes() throws Exception {
        return edges("-verbose:class");
    }

    private static Map<String, Set<String>> edges(String verbosity) throws Exception {
        ToolProvider jdeps =
                ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("this JDK has no jdeps"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = jdeps.run(
                new PrintWriter(out),
                new PrintWriter(err),
                verbosity,
                mainClasses().toString());
        assertEquals(0, rc, () -> "jdeps failed: " + err);
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            Matcher edge = EDGE.matcher(line);
            if (edge.find()) {
                graph.computeIfAbsent(edge.group(1), p -> new TreeSet<>()).add(edge.group(2));
            }
        }
        return graph;
    }
}
