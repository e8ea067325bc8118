package keyslice.web;

import java.util.List;

import keyslice.domain.QueryForm;

/** The two worked examples of the domain brief, as ready-made states. */
final class Examples {

    private Examples() {
    }

    static final QueryForm FILE_TREE = QueryForm.builder()
            .table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK").op("begins_with")
            .seg("root", "photos").delim("/").trail("true").build();

    static final QueryForm AUDIT_NEWEST_FIRST = QueryForm.builder()
            .table("Audit").pk("PK").pkValue("ACTOR#u_8814").order("desc").limit("25").build();

    static final QueryForm AUDIT_WINDOW = QueryForm.builder()
            .table("Audit").pk("PK").pkValue("ACTOR#u_8814").sk("SK").op("between")
            .value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z").build();

    static List<BuilderPage.Example> all() {
        return List.of(
                new BuilderPage.Example("File tree", "everything under root/photos/ in one drive", Permalink.of(FILE_TREE)),
                new BuilderPage.Example("Audit log, newest first", "one actor's latest events", Permalink.of(AUDIT_NEWEST_FIRST)),
                new BuilderPage.Example("Audit log, one day", "a BETWEEN time window", Permalink.of(AUDIT_WINDOW)));
    }
}
