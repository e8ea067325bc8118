package keyslice.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import keyslice.examples.WorkedExamples;
import keyslice.preview.SdkRequestText;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * Everything keyslice writes for a seeded set of states, in one file: the API's answer with every target's program
 * ({@code code=all}), the builder page's HTML and the SDK's request for the live preview. Run it before and after a
 * refactoring that must not change any output, and diff the two files.
 *
 * <p>Run with the test classpath: {@code mvn -B -q test-compile}, {@code mvn -B -q dependency:build-classpath
 * -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test}, then {@code java -cp target/test-classes:target/classes:$(cat
 * cp.txt) keyslice.web.OutputCorpus out.txt 400} (the file, and how many seeded states after the fixed ones).
 */
public final class OutputCorpus {

    /** The CSP nonce and the app's port differ on every run; everything else must not. */
    private static final Pattern NONCE = Pattern.compile("nonce=\"[^\"]*\"|nonce-[A-Za-z0-9+/=_-]+");

    private static final Pattern PORT = Pattern.compile("127\\.0\\.0\\.1(:|%3A)[0-9]+");

    private OutputCorpus() {}

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : "corpus.txt");
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        List<String> states = new ArrayList<>();
        WorkedExamples.ALL.forEach(example -> states.add(Permalink.queryString(example.form())));
        states.addAll(List.of(
                "table=Tickets&pk=PK&pkValue=a&sk=SK&op=begins_with&value=x&consistent=true",
                "table=Tickets&pk=PK&pkValue=a&sk=SK&op=ge&value=x&select=count&limit=3",
                "table=Tickets&pk=PK&pkValue=a&sk=SK&op=between&value=a&to=b&consistent=true&select=count&order=desc",
                "table=Tickets&index=byStatus&pk=PK&pkValue=a&filter=status%20%3D%20%22x%22&project=a,b&limit=2&order=desc"
                        + "&consistent=true",
                "pk=PK&pkValue=a&consistent=false&select=",
                "pk=PK&pkValue=a&consistent=yes",
                "pk=PK&pkValue=a&select=all"));
        RandomStates random = new RandomStates(20261205L);
        for (int n = 0; n < count; n++) {
            Query state = random.next();
            // Every fifth state also reads strongly consistent, so the option meets filters, counts and limits.
            if (n % 5 == 0 && state.first("consistent") == null) {
                state.add("consistent", "true");
            }
            states.add(state.toString());
        }
        int valid = 0;
        StringBuilder text = new StringBuilder();
        try (RunningApp app = RunningApp.start(keyslice.web.AppConfig.defaults())) {
            for (String state : states) {
                String query = "v=1&" + state;
                text.append("=== ").append(query).append('\n');
                Answer api = app.get("/api/v1/query?" + query + "&code=all");
                text.append("--- api ")
                        .append(api.status())
                        .append('\n')
                        .append(api.body())
                        .append('\n');
                Answer page = app.get("/?" + query);
                text.append("--- page ")
                        .append(page.status())
                        .append('\n')
                        .append(PORT.matcher(NONCE.matcher(page.body()).replaceAll("nonce"))
                                .replaceAll("127.0.0.1$1PORT"))
                        .append('\n');
                BuilderState built = BuilderState.from(DecodedQuery.decode(query));
                if (built.isValid()) {
                    valid++;
                    text.append("--- sdk\n")
                            .append(SdkRequestText.of(built.valid().built().input()))
                            .append('\n');
                }
            }
        }
        Files.writeString(out, text, StandardCharsets.UTF_8);
        System.out.printf(
                "%d states (%d valid, %d programs each), %d chars -> %s%n",
                states.size(), valid, keyslice.snippets.Snippets.IDS.size(), text.length(), out);
    }
}
