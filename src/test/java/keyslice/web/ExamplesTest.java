package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keyslice.web.builder.BuilderPage;
import keyslice.web.builder.Examples;
import org.junit.jupiter.api.Test;

/** The page's worked examples, spelled out: their titles, descriptions and permalinks are shared links and stay as they are. */
class ExamplesTest {

    private static final String DRIVE_SAMPLES =
            "root/%0Aroot/docs/%0Aroot/docs/cv.pdf%0Aroot/photos/%0Aroot/photos/2026/"
                    + "%0Aroot/photos/2026/beach.jpg%0Aroot/photos/2026/sunset.jpg%0Aroot/photos-old/x.jpg%0Aroot/photos.zip";
    private static final String AUDIT_SAMPLES = "EVT%232026-06-22T23:59:59.900Z%0AEVT%232026-06-23T00:00:00Z"
            + "%0AEVT%232026-06-23T00:00:00.250Z%0AEVT%232026-06-23T10:15:00Z%0AEVT%232026-06-23T10:15:00Z%232"
            + "%0AEVT%232026-06-23T23:59:59Z%0AEVT%232026-06-23T23:59:59.500Z%0AEVT%232026-06-23T23:59:59Z%232"
            + "%0AEVT%232026-06-24T00:00:00Z";

    @Test
    void theExamplesAndTheirPermalinks() {
        assertEquals(
                List.of(
                        new BuilderPage.Example(
                                "File tree",
                                "everything under root/photos/ in one drive",
                                "/?v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=/&trail=true&samples="
                                        + DRIVE_SAMPLES),
                        new BuilderPage.Example(
                                "Audit log, newest first",
                                "one actor's latest events, a page of 5",
                                "/?v=1&table=Audit&pk=PK&pkValue=ACTOR%23u_8814&order=desc&limit=5&samples="
                                        + AUDIT_SAMPLES),
                        new BuilderPage.Example(
                                "Audit log, one day",
                                "a BETWEEN time window and what it misses",
                                "/?v=1&table=Audit&pk=PK&pkValue=ACTOR%23u_8814&sk=SK&op=between&value=EVT%232026-06-23T00:00:00Z"
                                        + "&to=EVT%232026-06-23T23:59:59Z&samples=" + AUDIT_SAMPLES),
                        new BuilderPage.Example(
                                "Tournaments, multi-attribute index",
                                "round 2's upper bracket in one tournament's region",
                                MultiAttributeWebFixtures.TOURNAMENT)),
                Examples.ALL);
    }
}
