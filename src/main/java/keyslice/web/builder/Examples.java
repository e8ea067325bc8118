package keyslice.web.builder;

import java.util.List;

import keyslice.domain.QueryForm;
import keyslice.web.state.Permalink;

/** The two worked examples of the domain brief, as ready-made states. */
public final class Examples {

    private Examples() {
    }

    public static final List<String> DRIVE_KEYS = List.of("root/", "root/docs/", "root/docs/cv.pdf", "root/photos/",
            "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg", "root/photos-old/x.jpg",
            "root/photos.zip");

    public static final List<String> AUDIT_KEYS = List.of("EVT#2026-06-22T23:59:59.900Z", "EVT#2026-06-23T00:00:00Z",
            "EVT#2026-06-23T00:00:00.250Z", "EVT#2026-06-23T10:15:00Z", "EVT#2026-06-23T10:15:00Z#2",
            "EVT#2026-06-23T23:59:59Z", "EVT#2026-06-23T23:59:59.500Z", "EVT#2026-06-23T23:59:59Z#2",
            "EVT#2026-06-24T00:00:00Z");

    public static final QueryForm FILE_TREE = QueryForm.builder()
            .table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK").op("begins_with")
            .seg("root", "photos").delim("/").trail("true").samples(DRIVE_KEYS).build();

    public static final QueryForm AUDIT_NEWEST_FIRST = QueryForm.builder()
            .table("Audit").pk("PK").pkValue("ACTOR#u_8814").order("desc").limit("5").samples(AUDIT_KEYS).build();

    /** The window exactly as people first write it: keyslice's warnings show what it misses. */
    public static final QueryForm AUDIT_WINDOW = QueryForm.builder()
            .table("Audit").pk("PK").pkValue("ACTOR#u_8814").sk("SK").op("between")
            .value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z").samples(AUDIT_KEYS).build();

    /** The examples as links, built once: they never change. */
    public static final List<BuilderPage.Example> ALL = List.of(
            new BuilderPage.Example("File tree", "everything under root/photos/ in one drive", Permalink.of(FILE_TREE)),
            new BuilderPage.Example("Audit log, newest first", "one actor's latest events, a page of 5",
                    Permalink.of(AUDIT_NEWEST_FIRST)),
            new BuilderPage.Example("Audit log, one day", "a BETWEEN time window and what it misses", Permalink.of(AUDIT_WINDOW)));
}
