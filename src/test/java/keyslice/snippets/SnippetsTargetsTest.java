package keyslice.snippets;

import static keyslice.snippets.SnippetsFixtures.IDS;
import static keyslice.snippets.SnippetsFixtures.built;
import static keyslice.snippets.SnippetsFixtures.drive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import keyslice.domain.expression.BuiltQuery;
import org.junit.jupiter.api.Test;

/**
 * The code targets: nine in display order, listed in the README, known without building, and no endpoint, region or
 * credentials in any program.
 */
class SnippetsTargetsTest {

    @Test
    void nineTargetsInDisplayOrder() {
        List<Snippet> all = Snippets.all(built(drive().build()));
        assertEquals(IDS, all.stream().map(Snippet::id).toList());
        assertEquals(IDS, Snippets.IDS);
        assertEquals(
                List.of("shell", "javascript", "javascript", "python", "python", "java", "java", "go", "javascript"),
                all.stream().map(Snippet::language).toList());
        assertEquals(
                List.of(
                        "AWS CLI",
                        "JavaScript (SDK v3 client)",
                        "JavaScript (DocumentClient)",
                        "Python (boto3 client)",
                        "Python (boto3 Table)",
                        "Java (SDK v2 client)",
                        "Java (enhanced client)",
                        "Go (SDK v2)",
                        "dynamodb-toolbox"),
                all.stream().map(Snippet::label).toList());
        all.forEach(s -> assertTrue(s.code().endsWith("\n") && !s.code().endsWith("\n\n"), s.id()));
        all.forEach(s -> assertTrue(s.program(), s.id()));
        assertThrows(IllegalArgumentException.class, () -> Snippets.of(built(drive().build()), "rust"));
        assertEquals(
                List.of("cli", "go"),
                Snippets.of(built(drive().build()), List.of("go", "cli")).stream()
                        .map(Snippet::id)
                        .toList(),
                "a subset keeps the display order");
    }

    /** The README's targets table lists exactly the targets, in display order: the ids are part of the API. */
    @Test
    void readmeListsEveryTarget() throws java.io.IOException {
        String readme = java.nio.file.Files.readString(SnippetRunner.repoRoot().resolve("README.md"));
        String section = readme.substring(readme.indexOf("## Code targets"), readme.indexOf("## URL parameters"));
        List<String> listed = section.lines()
                .filter(l -> l.matches("\\| `[a-z-]+` \\|.*"))
                .map(l -> l.substring(3, l.indexOf('`', 3)))
                .toList();
        assertEquals(IDS, listed);
    }

    @Test
    void theIdsAreKnownWithoutBuildingAndOneProgramIsBuiltAlone() {
        BuiltQuery built = built(drive().build());
        List<Snippet> all = Snippets.all(built);
        assertEquals(all.stream().map(Snippet::id).toList(), Snippets.IDS);
        for (Snippet snippet : all) {
            assertEquals(snippet, Snippets.of(built, snippet.id()));
        }
    }

    @Test
    void noEndpointRegionOrCredentialsInAnyProgram() {
        Pattern forbidden = Pattern.compile(
                "https?://|127\\.0\\.0\\.1|localhost|--endpoint-url|--region|--profile|endpoint_url|endpointOverride"
                        + "|BaseEndpoint|endpoint:|region:|region_name|\\.region\\(|WithRegion|accessKey|aws_access_key"
                        + "|secretAccessKey|aws_secret|credentials\\(|Credentials\\{|AKIA",
                Pattern.CASE_INSENSITIVE);
        for (BuiltQuery b : List.of(
                built(drive().build()),
                built(drive().table("")
                        .index("byOwner")
                        .order("desc")
                        .limit("7")
                        .build()))) {
            for (Snippet s : Snippets.all(b)) {
                // comments may tell where the settings come from (AWS_ENDPOINT_URL...); code may not set them
                String code = s.code()
                        .lines()
                        .filter(l -> !l.strip().startsWith("#") && !l.strip().startsWith("//"))
                        .collect(java.util.stream.Collectors.joining("\n"));
                assertFalse(
                        forbidden.matcher(code).find(),
                        () -> s.id() + " names "
                                + forbidden
                                        .matcher(code)
                                        .results()
                                        .map(m -> m.group())
                                        .toList() + ":\n" + s.code());
            }
        }
    }

    @Test
    void missingTableIsAPlaceholderToReplace() {
        for (Snippet s : Snippets.all(built(drive().table("").build()))) {
            assertTrue(s.code().contains(Snippets.TABLE_PLACEHOLDER), s.id());
            assertTrue(s.code().toLowerCase(java.util.Locale.ROOT).contains("replace"), s.id() + " says to replace it");
            assertTrue(s.code().contains("Query on your table"), s.id());
        }
        assertTrue(
                Snippets.of(built(drive().table("").build()), "cli").code().contains("--table-name=YOUR_TABLE \\\n"));
    }
}
