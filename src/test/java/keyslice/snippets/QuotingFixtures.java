package keyslice.snippets;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The quoting tests' helpers: nasty strings, seeded random ones, the shells found here, and Python and Node to
 * evaluate literals with.
 */
final class QuotingFixtures {

    private QuotingFixtures() {}

    static final ObjectMapper JSON = new ObjectMapper();
    static final long SEED = 0x6b6579736c696365L; // "keyslice"

    /** Characters that break quoting, one way or another. */
    static final int[] NASTY = {
        '\'', '"', '$', '`', '\\', '\n', '\r', '\t', '!', ' ', '#', '&', '|', ';', '<', '>', '(', ')', '{', '}', '[',
        ']', '*', '?', '~', '%', '^', '=', ',', '-', '/', ':', '@', '+', 'u', 'x', 'N', '0', 0x01, 0x07, 0x08, 0x0b,
        0x0c, 0x1b, 0x7f, 0x85, 0x9f, 0xa0, 0xad, 0xe9, 0x301, 0x200b, 0x200d, 0x202e, 0x2028, 0x2029, 0x2066, 0xfeff,
        0x3000, 0xe000, 0xfffd, 0xff5e, 0x6f22, 0x5b57, 0x1f600, 0x1f468, 0x1f469, 0xe0001, 0xf0000, 0x10ffff
    };

    /**
     * Seeded random strings: mostly the characters above, some printable ASCII, random BMP and
     * supplementary code points, and (when allowed) lone surrogates. Never NUL when {@code shell}.
     */
    static List<String> randomStrings(long seed, int count, boolean loneSurrogates, boolean nul) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            int length = random.nextInt(24);
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < length; i++) {
                int pick = random.nextInt(100);
                int cp;
                if (pick < 55) {
                    cp = NASTY[random.nextInt(NASTY.length)];
                } else if (pick < 80) {
                    cp = 0x20 + random.nextInt(0x5f);
                } else if (pick < 90) {
                    do {
                        cp = random.nextInt(0x10000);
                    } while (Character.isSurrogate((char) cp) || cp == 0);
                } else if (pick < 97) {
                    cp = 0x10000 + random.nextInt(0x100000);
                } else if (loneSurrogates) {
                    cp = 0xd800 + random.nextInt(0x800);
                } else {
                    cp = nul ? 0 : 'z';
                }
                s.appendCodePoint(cp);
            }
            out.add(s.toString());
        }
        return out;
    }

    /** Bourne-family shells found here; /bin/sh always, interactive bash for history expansion of '!'. */
    static List<List<String>> shells() {
        List<List<String>> shells = new ArrayList<>();
        shells.add(List.of("/bin/sh", "-s"));
        for (String sh : List.of("/bin/dash", "/bin/bash", "/usr/bin/zsh", "/bin/ksh", "/bin/mksh")) {
            if (Files.isExecutable(Path.of(sh))) {
                shells.add(List.of(sh, "-s"));
            }
        }
        if (Files.isExecutable(Path.of("/bin/bash"))) {
            // interactive: '!' would trigger history expansion outside single quotes
            shells.add(List.of("/bin/bash", "--norc", "--noprofile", "-i", "-s"));
        }
        return shells;
    }

    // ------------------------------------------------------------------ helpers

    static String python() {
        return Files.isExecutable(SnippetRunner.DEBIAN_PYTHON) ? SnippetRunner.DEBIAN_PYTHON.toString() : "python3";
    }

    /** Runs a program that prints a JSON array of strings, and returns the array. */
    static List<String> evaluate(List<String> command, String fileName, String source) {
        Path dir = SnippetRunner.workDir("literals");
        Path file = dir.resolve(fileName);
        SnippetRunner.write(file, source);
        List<String> cmd = new ArrayList<>(command);
        cmd.add(file.toString());
        SnippetRunner.Result r =
                SnippetRunner.run(cmd, Map.of("LC_ALL", "C.UTF-8"), "", dir).assertSuccess();
        try {
            return JSON.readValue(r.stdout(), new TypeReference<List<String>>() {});
        } catch (Exception e) {
            throw new AssertionError("not a JSON array of strings: " + r.stdout(), e);
        }
    }
}
