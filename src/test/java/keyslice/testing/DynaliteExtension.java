package keyslice.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests the one dynalite engine of the test run: annotate the class with
 * {@code @ExtendWith(DynaliteExtension.class)} and declare a {@link Dynalite} parameter on a
 * constructor, a {@code @BeforeAll}/{@code @BeforeEach} or a {@code @Test} method.
 *
 * <p>The engine starts on first use and lives in the root {@link ExtensionContext.Store}, which
 * closes it (it is {@link AutoCloseable}) when the whole run ends. If a test stopped it, the next
 * resolution restarts it on the same port (with no tables). Tests sharing it should use
 * {@link Dynalite#uniqueTableName(String)}; a test that wants to kill an engine should take a
 * private one from {@link Dynalite#start()} instead.
 */
public final class DynaliteExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(DynaliteExtension.class);
    private static final String KEY = "shared-dynalite";

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return parameterContext.getParameter().getType() == Dynalite.class;
    }

    @Override
    public Dynalite resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return shared(extensionContext);
    }

    /** The run-wide engine, started if need be; also usable from other extensions. */
    public static Dynalite shared(ExtensionContext context) {
        Dynalite d = context.getRoot().getStore(NAMESPACE).computeIfAbsent(KEY, k -> Dynalite.start(), Dynalite.class);
        if (!d.isRunning()) {
            d.restart();
        }
        return d;
    }
}
