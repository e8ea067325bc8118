package keyslice;

import static keyslice.ArchitectureDoc.TICKED;
import static keyslice.ArchitectureDoc.javaNames;
import static keyslice.ArchitectureDoc.outside;
import static keyslice.ArchitectureDoc.prose;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The classes, members, files and routes docs/architecture.md names exist, so a rename cannot leave it behind. */
class ArchitectureNamesTest {

    private static final Pattern FILE =
            Pattern.compile("^[\\w./-]+\\.(?:java|jte|js|css|md|png)$|^(?:scripts|docs)/.+");
    private static final Pattern ROUTE = Pattern.compile("^(?:GET|POST) (/[\\w/.-]*)$");

    @Test
    void theJavaNamesTheDocumentUsesExist() throws Exception {
        ArchitectureDoc.Classes classes = ArchitectureDoc.Classes.read();
        List<String> missing = new ArrayList<>();
        for (String name : javaNames(prose())) {
            String[] parts = name.split("\\.");
            if (classes.packagesOf(parts[0]).isEmpty() ? outside(parts[0]) == null : !classes.resolves(parts)) {
                missing.add(name);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theFilesTheDocumentNamesExist() throws IOException {
        List<String> bases = List.of(
                "",
                "templates/",
                "templates/partials/",
                "static/js/",
                "src/main/java/keyslice/",
                "src/test/java/keyslice/");
        List<String> missing = new ArrayList<>();
        Matcher ticked = TICKED.matcher(prose());
        while (ticked.find()) {
            String file = ticked.group(1);
            if (FILE.matcher(file).matches()
                    && !file.startsWith("target/")
                    && bases.stream().noneMatch(base -> Files.exists(Path.of(base + file)))) {
                missing.add(file);
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theRoutesTheDocumentNamesAreInTheRoutesTable() throws IOException {
        String routes = Files.readString(Path.of("src/main/java/keyslice/web/Routes.java"));
        List<String> missing = new ArrayList<>();
        Matcher ticked = TICKED.matcher(prose());
        while (ticked.find()) {
            Matcher route = ROUTE.matcher(ticked.group(1));
            if (route.matches() && !routes.contains('"' + route.group(1) + '"')) {
                missing.add(route.group());
            }
        }
        assertEquals(List.of(), missing);
    }
}
