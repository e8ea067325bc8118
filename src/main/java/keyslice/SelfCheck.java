package keyslice;

import io.javalin.Javalin;
import java.io.PrintStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import keyslice.domain.text.Shown;
import keyslice.examples.FileTree;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import keyslice.web.Route;
import keyslice.web.Routes;
import keyslice.web.designs.DesignCards;
import keyslice.web.designs.DesignLink;
import keyslice.web.designs.DesignsController;
import keyslice.web.http.Assets;
import keyslice.web.http.Json;
import keyslice.web.state.Permalink;

/**
 * {@code --self-check}: starts keyslice on a free loopback port, asks every kind of page and API once and
 * checks each answer, then stops. The image build runs it twice over: as a smoke test of the packaged jar,
 * and as the training run that records which classes start-up and serving load (the AppCDS archive that
 * makes the container start faster).
 */
final class SelfCheck {

    /** A probe's path fits one line of a terminal beside its status. */
    private static final int SHOWN_PATH_CODE_POINTS = 72;

    /** The file-tree worked example, as its permalink carries it. */
    private static final String FILE_TREE = Permalink.queryString(FileTree.UNDER_PHOTOS);

    /** A design of one table, one item and one Query pattern, as its link carries it. */
    private static final String DESIGN = DesignLink.of(
                    "{\"tables\":[{\"TableName\":\"Drive\",\"AttributeDefinitions\":["
                            + "{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],"
                            + "\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}]}],"
                            + "\"items\":{\"Drive\":[{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"DRIVE#a91\"},\"SK\":{\"S\":\"root/\"}}}}]},"
                            + "\"access_patterns\":[{\"pattern\":\"1\",\"description\":\"a folder\",\"table\":\"Drive\","
                            + "\"dynamodb_operation\":\"Query\",\"implementation\":\"aws dynamodb query --table-name Drive"
                            + " --key-condition-expression 'PK = :pk' --expression-attribute-values"
                            + " '{\\\":pk\\\":{\\\"S\\\":\\\"DRIVE#a91\\\"}}'\"}]}")
            .permalink()
            .orElseThrow()
            .substring(DesignLink.PATH.length());

    /** One request and what a healthy keyslice answers: the status and a piece of the body. */
    private record Probe(String method, String path, List<String> headers, int status, String bodyContains) {
        Probe(String path, List<String> headers, int status, String bodyContains) {
            this("GET", path, headers, status, bodyContains);
        }

        boolean covers(Route route) {
            return route.method().name().equals(method)
                    && (path.equals(route.path()) || path.startsWith(route.path() + "?"));
        }
    }

    private static final List<Probe> PROBES = java.util.stream.Stream.concat(
                    java.util.stream.Stream.of(
                            new Probe("/healthz", List.of(), 200, "ok"),
                            new Probe("/readyz", List.of(), 200, "\"builder\":\"ready\""),
                            new Probe("/", List.of(), 200, "<form"),
                            new Probe("/?" + FILE_TREE, List.of(), 200, "begins_with(#sk, :sk)"),
                            new Probe(
                                    "/?" + FILE_TREE,
                                    List.of("HX-Request", "true", "HX-Target", "output"),
                                    200,
                                    "id=\"output\""),
                            new Probe(
                                    "/?" + FILE_TREE + "&edit=seg-add",
                                    List.of("HX-Request", "true", "HX-Target", "app"),
                                    200,
                                    "id=\"app\""),
                            new Probe("/?" + FILE_TREE + "&edit=seg-add", List.of(), 303, ""),
                            new Probe(
                                    "POST",
                                    "/",
                                    List.of(
                                            "Content-Type",
                                            "application/x-www-form-urlencoded",
                                            "HX-Request",
                                            "true",
                                            "HX-Target",
                                            "output"),
                                    200,
                                    "id=\"output\""),
                            new Probe("/state?" + FILE_TREE, List.of(), 200, "\"pkValue\" : \"DRIVE#a91\""),
                            new Probe(
                                    "POST",
                                    "/state",
                                    List.of("Content-Type", "application/x-www-form-urlencoded"),
                                    200,
                                    "\"v\" : \"1\""),
                            new Probe(
                                    "/?v=1&pk=PK&pkValue=x&sk=SK&op=between&value=b&to=a",
                                    List.of(),
                                    200,
                                    "class=\"errors\""),
                            new Probe(
                                    "/snippet?lang=go&" + FILE_TREE,
                                    List.of("HX-Request", "true"),
                                    200,
                                    "id=\"out-code-go\""),
                            new Probe(
                                    "/design?" + FILE_TREE,
                                    List.of("HX-Request", "true"),
                                    200,
                                    "id=\"design-expression\""),
                            new Probe("/share?" + FILE_TREE, List.of("HX-Request", "true"), 200, "id=\"share-embed\""),
                            new Probe("/embed?" + FILE_TREE, List.of(), 200, "begins_with(#sk, :sk)"),
                            new Probe("/api/v1/query?" + FILE_TREE, List.of(), 200, "\"keyConditionExpression\""),
                            new Probe("/api/v1/query?pk=PK", List.of(), 400, "\"errors\""),
                            new Probe(
                                    "/explain?text=aws+dynamodb+scan+--table-name+Drive",
                                    List.of(),
                                    200,
                                    "id=\"explain-kind\""),
                            new Probe(
                                    "POST",
                                    "/api/v1/explain",
                                    List.of("Content-Type", "text/plain"),
                                    400,
                                    "\"errors\""),
                            new Probe(
                                    "POST",
                                    "/api/v1/design",
                                    List.of("Content-Type", "application/json"),
                                    400,
                                    "\"errors\""),
                            new Probe(
                                    "POST",
                                    "/api/v1/design/create",
                                    List.of("Content-Type", "application/json"),
                                    503,
                                    "KEYSLICE_DYNAMODB_ENDPOINT"),
                            new Probe(
                                    "POST",
                                    "/api/v1/design/run",
                                    List.of("Content-Type", "application/json"),
                                    503,
                                    "KEYSLICE_DYNAMODB_ENDPOINT"),
                            new Probe("/api/v1/design" + DESIGN, List.of(), 200, "\"permalink\":\"/designs?d="),
                            new Probe(DesignLink.PATH + DESIGN, List.of(), 200, "id=\"pattern-1\""),
                            new Probe(
                                    "POST",
                                    DesignLink.PATH,
                                    List.of("Content-Type", "application/x-www-form-urlencoded"),
                                    200,
                                    "id=\"design-problems\""),
                            new Probe(DesignCards.PATH + DESIGN, List.of(), 200, "class=\"card-part card-patterns\""),
                            new Probe("/designs/query?" + FILE_TREE, List.of(), 200, "id=\"pattern-1\""),
                            // The design's pattern 1 already: the Query is not added twice, and the page says so.
                            new Probe(
                                    "/designs/add?query="
                                            + URLEncoder.encode(
                                                    "/?table=Drive&pk=PK&pkValue=DRIVE%23a91", StandardCharsets.UTF_8)
                                            + "&design=" + DESIGN.substring(("?" + DesignLink.PARAM + "=").length()),
                                    List.of(),
                                    200,
                                    "id=\"design-add-notice\""),
                            new Probe(
                                    "POST",
                                    DesignsController.LIVE_PATH,
                                    List.of("Content-Type", "application/x-www-form-urlencoded"),
                                    200,
                                    "id=\"design-problems\""),
                            new Probe(
                                    "POST",
                                    "/designs/edit",
                                    List.of("Content-Type", "application/x-www-form-urlencoded"),
                                    200,
                                    "Use one of the forms"),
                            new Probe("/api/v1/preview?" + FILE_TREE, List.of(), 503, "KEYSLICE_DYNAMODB_ENDPOINT"),
                            new Probe("/api/v1/tables", List.of(), 503, "KEYSLICE_DYNAMODB_ENDPOINT"),
                            new Probe("/preview/tables", List.of(), 200, "<datalist"),
                            new Probe("/preview/indexes?table=Drive", List.of(), 200, "<datalist"),
                            new Probe(
                                    "POST",
                                    "/run",
                                    List.of("Content-Type", "application/x-www-form-urlencoded", "HX-Request", "true"),
                                    200,
                                    "KEYSLICE_DYNAMODB_ENDPOINT"),
                            new Probe(
                                    "POST",
                                    "/preview/demo-data",
                                    List.of("Origin", "https://elsewhere.example"),
                                    403,
                                    "cross-origin"),
                            new Probe(Assets.CSS, List.of(), 200, ""),
                            new Probe(Assets.PAGES_CSS, List.of(), 200, ".design"),
                            new Probe(Assets.JS, List.of(), 200, ""),
                            new Probe(Assets.HTMX, List.of(), 200, "htmx"),
                            new Probe(Assets.FAVICON, List.of(), 200, "<svg"),
                            new Probe("/no-such-page", List.of(), 404, "")),
                    Assets.BUILDER_SCRIPTS.stream().map(script -> new Probe(script.url(), List.of(), 200, "")))
            .toList();

    private SelfCheck() {}

    /** The number of probes that failed; 0 means keyslice is healthy. */
    static int run(PrintStream out, PrintStream err) {
        Javalin app = KeysliceApp.create();
        app.start("127.0.0.1", 0);
        String base = "http://127.0.0.1:" + app.port();
        HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        int failures = 0;
        try {
            List<Probe> probes = new java.util.ArrayList<>(PROBES);
            probes.add(new Probe(
                    "/oembed?format=json&url=" + URLEncoder.encode(base + "/?" + FILE_TREE, StandardCharsets.UTF_8),
                    List.of(),
                    200,
                    "\"type\":\"rich\""));
            for (Route route :
                    Routes.of(AppConfig.defaults(), new DynamoPreview(PreviewConfig.disabled()), new Json())) {
                if (probes.stream().noneMatch(probe -> probe.covers(route))) {
                    failures++;
                    err.println("FAIL " + route.method() + " " + route.path() + ": no probe asks this route");
                }
            }
            for (Probe probe : probes) {
                String problem = check(client, base, probe);
                if (problem == null) {
                    out.println("ok   " + probe.status() + " " + Shown.text(probe.path(), SHOWN_PATH_CODE_POINTS));
                } else {
                    failures++;
                    err.println("FAIL " + Shown.text(probe.path(), SHOWN_PATH_CODE_POINTS) + ": " + problem);
                }
            }
        } finally {
            app.stop();
        }
        return failures;
    }

    private static String check(HttpClient client, String base, Probe probe) {
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + probe.path()))
                    .timeout(Duration.ofSeconds(10))
                    .method(
                            probe.method(),
                            probe.method().equals("GET")
                                    ? HttpRequest.BodyPublishers.noBody()
                                    : HttpRequest.BodyPublishers.ofString(FILE_TREE));
            for (int i = 0; i < probe.headers().size(); i += 2) {
                request.header(probe.headers().get(i), probe.headers().get(i + 1));
            }
            HttpResponse<String> response =
                    client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            if (response.statusCode() != probe.status()) {
                return "expected " + probe.status() + ", got " + response.statusCode();
            }
            if (!response.body().contains(probe.bodyContains())) {
                return "the body lacks " + probe.bodyContains();
            }
            return null;
        } catch (Exception e) {
            return e.toString();
        }
    }
}
