package keyslice.conformance;

/**
 * The conformance tables' sort keys in the order DynamoDB reads them, whole and in the slices the read cases expect.
 */
final class ConformanceKeys {

    private ConformanceKeys() {}

    // -- the file tree (the demo table Drive), in byte order: '-' 0x2D < '.' 0x2E < '/' 0x2F
    static final String[] DRIVE_ALL = {
        "root/",
        "root/docs/",
        "root/docs/cv.pdf",
        "root/photos-old/x.jpg",
        "root/photos.zip",
        "root/photos/",
        "root/photos/2026/",
        "root/photos/2026/beach.jpg",
        "root/photos/2026/sunset.jpg"
    };
    static final String[] UNDER_PHOTOS = {
        "root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg"
    };
    static final String[] OPEN_PREFIX_PHOTOS = {
        "root/photos-old/x.jpg",
        "root/photos.zip",
        "root/photos/",
        "root/photos/2026/",
        "root/photos/2026/beach.jpg",
        "root/photos/2026/sunset.jpg"
    };

    // -- the audit log. '.' (0x2E) sorts before 'Z' (0x5A): "...:00.250Z" < "...:00Z", "...:59.500Z" < "...:59Z".
    static final String E22_0800 = "EVT#2026-06-22T08:00:00Z";
    static final String E22_LAST = "EVT#2026-06-22T23:59:59.999Z";
    static final String E23_0000_250 = "EVT#2026-06-23T00:00:00.250Z";
    static final String E23_0000 = "EVT#2026-06-23T00:00:00Z";
    static final String E23_1015_017 = "EVT#2026-06-23T10:15:00.017Z";
    static final String E23_1015 = "EVT#2026-06-23T10:15:00Z";
    static final String E23_2359_500 = "EVT#2026-06-23T23:59:59.500Z";
    static final String E23_2359 = "EVT#2026-06-23T23:59:59Z";
    static final String E24_0000 = "EVT#2026-06-24T00:00:00Z";
    static final String E24_0930_017 = "EVT#2026-06-24T09:30:00.017Z";
    static final String[] AUDIT_ALL = {
        E22_0800,
        E22_LAST,
        E23_0000_250,
        E23_0000,
        E23_1015_017,
        E23_1015,
        E23_2359_500,
        E23_2359,
        E24_0000,
        E24_0930_017
    };
    static final String[] AUDIT_JUNE_23 = {E23_0000_250, E23_0000, E23_1015_017, E23_1015, E23_2359_500, E23_2359};

    // -- numbers in numeric order
    static final String N_MIN = "-9.9999999999999999999999999999999999999E+125";
    static final String N_MAX = "9.9999999999999999999999999999999999999E+125";
    static final String N_38 = "12345678901234567890123456789012345678";
    static final String N_FRAC_38 = "0.12345678901234567890123456789012345678";
    static final String[] NUMBERS_ALL = {
        N_MIN,
        "-1e125",
        "-" + N_38,
        "-123.45",
        "-1",
        "-0.5",
        "-1e-130",
        "0",
        "1e-130",
        N_FRAC_38,
        "0.5",
        "1",
        "1.5",
        "2",
        "10",
        "100",
        N_38,
        "1e125",
        N_MAX
    };

    // -- bytes in unsigned order (hex)
    static final String[] BINARY_ALL = {
        "00", "0000", "0001", "01", "41", "4142", "7f", "7fff", "80", "8000", "fe", "ff", "ff00", "ffff"
    };

    // -- strings in UTF-8 byte (= code point) order
    static final String E000 = "\uE000";
    static final String FF5E = "\uFF5E";
    static final String GRIN = "😀"; // U+1F600
    static final String BEAM = "😁"; // U+1F601
    static final String E_ACUTE = "\u00e9";
    static final String E_COMBINING = "e\u0301";
    static final String[] STRINGS_ALL = {
        "A",
        "Z",
        "a",
        "a#b",
        "a-b",
        "a.b",
        "a/",
        "a/b",
        "e",
        E_COMBINING,
        "f",
        "z",
        "~",
        E_ACUTE,
        "中",
        "中文",
        "中文/文件",
        "日本",
        E000,
        FF5E,
        GRIN,
        GRIN + "/x",
        GRIN + GRIN,
        BEAM
    };
}
