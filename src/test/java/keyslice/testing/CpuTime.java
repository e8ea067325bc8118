package keyslice.testing;

import java.lang.management.ManagementFactory;
import java.time.Duration;

/** CPU time spent so far, for the differential suites' summaries: where a run's time goes, this JVM or the engine. */
public final class CpuTime {

    private CpuTime() {}

    /** This JVM's CPU time, or -1 when the platform does not say. */
    public static long jvmMillis() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000
                : -1;
    }

    /** The CPU time of the child processes of this JVM whose command line holds {@code fragment}, e.g. {@code moto.server}. */
    public static long childrenMillis(String fragment) {
        return ProcessHandle.current()
                .descendants()
                .filter(p -> p.info().commandLine().orElse("").contains(fragment))
                .mapToLong(
                        p -> p.info().totalCpuDuration().map(Duration::toMillis).orElse(0L))
                .sum();
    }
}
