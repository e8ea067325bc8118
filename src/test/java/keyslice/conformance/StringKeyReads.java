package keyslice.conformance;

import static keyslice.conformance.ConformanceKeys.AUDIT_ALL;
import static keyslice.conformance.ConformanceKeys.AUDIT_JUNE_23;
import static keyslice.conformance.ConformanceKeys.DRIVE_ALL;
import static keyslice.conformance.ConformanceKeys.E22_0800;
import static keyslice.conformance.ConformanceKeys.E22_LAST;
import static keyslice.conformance.ConformanceKeys.E23_0000;
import static keyslice.conformance.ConformanceKeys.E23_0000_250;
import static keyslice.conformance.ConformanceKeys.E23_1015;
import static keyslice.conformance.ConformanceKeys.E23_1015_017;
import static keyslice.conformance.ConformanceKeys.E23_2359;
import static keyslice.conformance.ConformanceKeys.E23_2359_500;
import static keyslice.conformance.ConformanceKeys.E24_0000;
import static keyslice.conformance.ConformanceKeys.E24_0930_017;
import static keyslice.conformance.ConformanceKeys.OPEN_PREFIX_PHOTOS;
import static keyslice.conformance.ConformanceKeys.UNDER_PHOTOS;
import static keyslice.conformance.ConformanceTables.ACTOR;
import static keyslice.conformance.ConformanceTables.AUDIT;
import static keyslice.conformance.ConformanceTables.DRIVE;
import static keyslice.conformance.ConformanceTables.DRIVE_OTHER_PK;
import static keyslice.conformance.ConformanceTables.DRIVE_PK;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.read;
import static keyslice.conformance.EngineConformanceFixtures.reversed;

import java.util.stream.Stream;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;
import keyslice.domain.form.QueryForm;

/**
 * The read cases of the two worked examples' tables: the file tree and the audit log.
 */
final class StringKeyReads {

    private StringKeyReads() {}

    /** The reads of file tree (the first worked example). */
    static Stream<ReadCase> fileTreeReads() {
        return Stream.of(
                read(
                        "file tree: begins_with root/photos/ (typed)",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("begins_with").value("root/photos/"),
                        UNDER_PHOTOS),
                read(
                        "file tree: begins_with segments root,photos + trailing /",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK)
                                .op("begins_with")
                                .seg("root", "photos")
                                .delim("/")
                                .trail("true"),
                        UNDER_PHOTOS),
                read(
                        "file tree: open prefix root/photos (segments, no trail) also reads photos-old and photos.zip",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK)
                                .op("begins_with")
                                .seg("root", "photos")
                                .delim("/"),
                        OPEN_PREFIX_PHOTOS),
                read(
                        "file tree: open prefix root/photos (typed)",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).value("root/photos"),
                        OPEN_PREFIX_PHOTOS),
                read("file tree: whole partition", DRIVE, on(DRIVE, DRIVE_PK), DRIVE_ALL),
                read(
                        "file tree: whole partition, desc",
                        DRIVE,
                        on(DRIVE, DRIVE_PK).order("desc"),
                        reversed(DRIVE_ALL)),
                read(
                        "file tree: whole partition, desc, limit 4 (paged)",
                        DRIVE,
                        on(DRIVE, DRIVE_PK).order("desc").limit("4"),
                        reversed(DRIVE_ALL)),
                read(
                        "file tree: eq root/docs/cv.pdf",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("eq").value("root/docs/cv.pdf"),
                        "root/docs/cv.pdf"),
                read(
                        "file tree: lt root/photos/",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("lt").value("root/photos/"),
                        "root/",
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip"),
                read(
                        "file tree: le root/photos/",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("le").value("root/photos/"),
                        "root/",
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip",
                        "root/photos/"),
                read(
                        "file tree: gt root/photos/2026/",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("gt").value("root/photos/2026/"),
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                read(
                        "file tree: ge root/photos/2026/",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("ge").value("root/photos/2026/"),
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                read(
                        "file tree: between root/docs/ and root/photos/",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).op("between").value("root/docs/").to("root/photos/"),
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip",
                        "root/photos/"),
                read(
                        "file tree: begins_with root/photos/, limit 2 (paged)",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).value("root/photos/").limit("2"),
                        UNDER_PHOTOS),
                read(
                        "file tree: begins_with root/photos/, desc",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).value("root/photos/").order("desc"),
                        reversed(UNDER_PHOTOS)),
                read(
                        "file tree: names=minimal (bare PK and SK)",
                        DRIVE,
                        onSk(DRIVE, DRIVE_PK).value("root/photos/").names("minimal"),
                        UNDER_PHOTOS),
                read(
                        "file tree: other drive, open prefix root/photos",
                        DRIVE,
                        onSk(DRIVE, DRIVE_OTHER_PK).value("root/photos"),
                        "root/photos.zip",
                        "root/photos/",
                        "root/photos/2026/beach.jpg"),
                read(
                        "file tree: GSI byParent, direct children of root/",
                        DRIVE,
                        QueryForm.builder()
                                .table(DRIVE.name())
                                .index("byParent")
                                .pk("parent")
                                .pkValue(DRIVE_PK + "|root/"),
                        "root/docs/",
                        "root/photos.zip",
                        "root/photos/"),
                read(
                        "file tree: GSI byParent, children of root/photos/2026/ beginning with b",
                        DRIVE,
                        QueryForm.builder()
                                .table(DRIVE.name())
                                .index("byParent")
                                .pk("parent")
                                .pkValue(DRIVE_PK + "|root/photos/2026/")
                                .sk("SK")
                                .value("root/photos/2026/b"),
                        "root/photos/2026/beach.jpg"));
    }

    /** The reads of audit log (the second worked example). */
    static Stream<ReadCase> auditReads() {
        return Stream.of(
                read(
                        "audit: newest first (desc, partition only)",
                        AUDIT,
                        on(AUDIT, ACTOR).order("desc"),
                        reversed(AUDIT_ALL)),
                read(
                        "audit: newest first, limit 3 (paged)",
                        AUDIT,
                        on(AUDIT, ACTOR).order("desc").limit("3"),
                        reversed(AUDIT_ALL)),
                // This window does read ...23:59:59.500Z, as the README's note on the audit example says ('.' < 'Z');
                // what it really misses is ...00:00:00.250Z, which sorts before the lower bound.
                read(
                        "audit: whole day, BETWEEN ...T00:00:00Z AND ...T23:59:59Z",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("between").value(E23_0000).to(E23_2359),
                        E23_0000,
                        E23_1015_017,
                        E23_1015,
                        E23_2359_500,
                        E23_2359),
                read(
                        "audit: upper bound ...T23:59:59.999Z also drops the whole-second key ...23:59:59Z",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("between").value(E23_0000).to("EVT#2026-06-23T23:59:59.999Z"),
                        E23_0000,
                        E23_1015_017,
                        E23_1015,
                        E23_2359_500),
                read(
                        "audit: corrected window, BETWEEN date-only bounds EVT#2026-06-23 AND EVT#2026-06-24",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("between").value("EVT#2026-06-23").to("EVT#2026-06-24"),
                        AUDIT_JUNE_23),
                read(
                        "audit: corrected window, begins_with EVT#2026-06-23T",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("begins_with").value("EVT#2026-06-23T"),
                        AUDIT_JUNE_23),
                read(
                        "audit: corrected window from segments EVT,2026-06-23T",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("begins_with").seg("EVT", "2026-06-23T"),
                        AUDIT_JUNE_23),
                read(
                        "audit: BETWEEN from segments, desc",
                        AUDIT,
                        onSk(AUDIT, ACTOR)
                                .op("between")
                                .seg("EVT", "2026-06-23T00:00:00Z")
                                .toSeg("EVT", "2026-06-23T23:59:59Z")
                                .order("desc"),
                        E23_2359,
                        E23_2359_500,
                        E23_1015,
                        E23_1015_017,
                        E23_0000),
                read(
                        "audit: gt ...T23:59:59Z",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("gt").value(E23_2359),
                        E24_0000,
                        E24_0930_017),
                read(
                        "audit: lt ...T00:00:00Z",
                        AUDIT,
                        onSk(AUDIT, ACTOR).op("lt").value(E23_0000),
                        E22_0800,
                        E22_LAST,
                        E23_0000_250));
    }
}
