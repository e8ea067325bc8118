package keyslice.testing;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Assumptions;

/**
 * A tool that {@code scripts/test} installs or checks but a developer's machine may lack: a skip there, printed with
 * what to do, and a failure under {@code CI=true}, where a skip would hide a broken install step.
 */
public final class RequiredTool {

    private RequiredTool() {}

    /** @param what the tool and the command that installs it */
    public static void require(boolean available, String what) {
        if (available) {
            return;
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("missing in CI: " + what);
        }
        // printed as well: a skip is easy to miss in Maven's summary
        System.out.println("SKIPPED, not installed here: " + what);
        Assumptions.abort("not installed here, skipped: " + what);
    }
}
