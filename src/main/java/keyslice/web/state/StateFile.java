package keyslice.web.state;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.Field;
import keyslice.domain.form.QueryForm;

/**
 * A state as a file, for states no link can hold: the permalink's parameters as one JSON object, {@code "v": "1"} first,
 * each value a string, a repeated parameter ({@code seg}) an array of them. People can read and diff it, and the page
 * loads it again (README: "Large states").
 */
public final class StateFile {

    private StateFile() {}

    /** The file's members, in permalink order. */
    public static Map<String, Object> members(QueryForm form) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("v", Permalink.VERSION);
        DecodedQuery.decode(Permalink.readableQuery(form)).params().forEach((name, values) -> {
            if (!name.equals("v")) {
                members.put(
                        name,
                        Field.named(name).filter(Field::repeatable).isPresent()
                                ? new ArrayList<>(values)
                                : values.get(0));
            }
        });
        return members;
    }

    /** The file's name: keyslice and the table queried ({@code keyslice-Drive.json}), in characters every system keeps. */
    public static String fileName(QueryForm form) {
        String table = form.table().replaceAll("[^A-Za-z0-9._-]", "");
        return "keyslice-" + (table.isEmpty() ? "state" : table.substring(0, Math.min(60, table.length()))) + ".json";
    }

    /** The parameters of a file's members, as a query string: the loader's, and a test's way back. */
    public static String query(Map<String, ?> members) {
        List<String> pairs = new ArrayList<>();
        members.forEach((name, value) -> {
            for (Object one : value instanceof List<?> list ? list : List.of(value)) {
                pairs.add(Permalink.encode(name) + "=" + Permalink.encode(String.valueOf(one)));
            }
        });
        return String.join("&", pairs);
    }
}
