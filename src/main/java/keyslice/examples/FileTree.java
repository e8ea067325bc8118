package keyslice.examples;

import static keyslice.examples.Wire.bool;
import static keyslice.examples.Wire.n;
import static keyslice.examples.Wire.s;
import static keyslice.examples.Wire.ss;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;

/**
 * The file-tree worked example: table {@value #TABLE}, {@code PK = DRIVE#<account>}, {@code SK} = the full path,
 * folders end in {@code /}. Every item but {@code root/} has {@code parent} = its folder's path, and the index
 * {@value #PARENT_INDEX} (partition key {@code parent}, sort key {@code SK}) lists a folder's direct children, which
 * a prefix of the path cannot.
 */
public final class FileTree {

    public static final String TABLE = "Drive";
    public static final KeyAttribute PARTITION_KEY = new KeyAttribute("PK", KeyType.S);
    public static final KeyAttribute SORT_KEY = new KeyAttribute("SK", KeyType.S);
    /** The index and the attribute it keys on share the name. */
    public static final String PARENT_INDEX = "parent";

    public static final KeyAttribute PARENT = new KeyAttribute(PARENT_INDEX, KeyType.S);
    /** The partition of the example and of the demo data. */
    public static final String DRIVE = "DRIVE#a91";

    /** The sample keys of the example, in the order a person pastes them: the paths of partition {@value #DRIVE}. */
    public static final List<String> SAMPLE_KEYS = List.of(
            "root/",
            "root/docs/",
            "root/docs/cv.pdf",
            "root/photos/",
            "root/photos/2026/",
            "root/photos/2026/beach.jpg",
            "root/photos/2026/sunset.jpg",
            "root/photos-old/x.jpg",
            "root/photos.zip");

    /** Everything under root/photos/ in one drive: segments joined by "/" with a trailing delimiter. */
    public static final QueryForm UNDER_PHOTOS = QueryForm.builder()
            .table(TABLE)
            .pk(PARTITION_KEY.name())
            .pkValue(DRIVE)
            .sk(SORT_KEY.name())
            .op("begins_with")
            .seg("root", "photos")
            .delim("/")
            .trail("true")
            .samples(SAMPLE_KEYS)
            .build();

    /** The demo table: partition {@value #DRIVE}, the same paths as {@link #SAMPLE_KEYS}. */
    public static final DemoTable DEMO_TABLE = new DemoTable(
            TABLE, PARTITION_KEY, SORT_KEY, List.of(new DemoTable.Index(PARENT_INDEX, PARENT, SORT_KEY)), items());

    private FileTree() {}

    /** The file tree in key order; files have a size, two photos have tags and one is shared. */
    private static List<Map<String, Object>> items() {
        List<Map<String, Object>> items = new ArrayList<>();
        items.add(item("root/", null, "2026-01-05T09:00:00.000Z", Map.of()));
        items.add(item("root/docs/", null, "2026-02-11T16:20:00.000Z", Map.of()));
        items.add(item("root/docs/cv.pdf", 48_213L, "2026-02-11T16:21:07.412Z", Map.of()));
        items.add(item("root/photos-old/x.jpg", 731_902L, "2024-08-30T18:44:12.000Z", Map.of()));
        items.add(item("root/photos.zip", 96_338_114L, "2025-12-31T23:10:00.000Z", Map.of()));
        items.add(item("root/photos/", null, "2026-01-05T09:02:00.000Z", Map.of()));
        items.add(item("root/photos/2026/", null, "2026-06-21T10:00:00.000Z", Map.of()));
        items.add(item(
                "root/photos/2026/beach.jpg",
                2_483_017L,
                "2026-06-21T10:04:51.230Z",
                Map.of("tags", ss("beach", "summer"))));
        Map<String, Map<String, Object>> sunset = new LinkedHashMap<>();
        sunset.put("tags", ss("sunset"));
        sunset.put("shared", bool(true));
        items.add(item("root/photos/2026/sunset.jpg", 1_838_290L, "2026-06-21T20:47:09.006Z", sunset));
        return items;
    }

    private static Map<String, Object> item(
            String path, Long size, String modified, Map<String, Map<String, Object>> more) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put(PARTITION_KEY.name(), s(DRIVE));
        item.put(SORT_KEY.name(), s(path));
        parentOf(path).ifPresent(parent -> item.put(PARENT.name(), s(parent)));
        boolean folder = path.endsWith("/");
        String trimmed = folder ? path.substring(0, path.length() - 1) : path;
        item.put("kind", s(folder ? "folder" : "file"));
        item.put("name", s(trimmed.substring(trimmed.lastIndexOf('/') + 1)));
        if (size != null) {
            item.put("size", n(size));
        }
        item.put("modified", s(modified));
        item.putAll(more);
        return Wire.item(item);
    }

    /** The folder holding {@code path}, with its trailing {@code /}: {@code root/photos/} for {@code root/photos/2026/}. */
    private static Optional<String> parentOf(String path) {
        String trimmed = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        int slash = trimmed.lastIndexOf('/');
        return slash < 0 ? Optional.empty() : Optional.of(trimmed.substring(0, slash + 1));
    }
}
