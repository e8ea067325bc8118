package keyslice.snippets;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * Runs compiled Java programs (each a {@code Main} in its own directory) one after the other in this JVM, so that
 * many cases cost one JVM start and one SDK warm-up. Each program's output is framed by {@link ProgramBatches}'
 * markers; a program that throws is reported in its end marker and the next one runs.
 */
public final class JavaProgramBatch {

    private JavaProgramBatch() {}

    public static void main(String[] dirs) throws Exception {
        for (String dir : dirs) {
            ProgramBatches.startMarker(System.out, dir);
            String failure = null;
            try (URLClassLoader loader = new URLClassLoader(
                    new URL[] {Path.of(dir).toUri().toURL()}, JavaProgramBatch.class.getClassLoader())) {
                loader.loadClass("Main").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                failure = stackTrace(e.getCause());
            } catch (ReflectiveOperationException | RuntimeException e) {
                failure = stackTrace(e);
            }
            ProgramBatches.endMarker(System.out, failure);
        }
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
