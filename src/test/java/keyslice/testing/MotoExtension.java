package keyslice.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests the one moto engine of the test run, as {@link DynaliteExtension} gives dynalite: annotate the class with
 * {@code @ExtendWith(MotoExtension.class)} and declare a {@link Moto} parameter. It starts on first use and stops when
 * the run ends; without moto the test is skipped (failed under {@code CI=true}), saying how to install it.
 */
public final class MotoExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(MotoExtension.class);
    private static final String KEY = "shared-moto";

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return parameterContext.getParameter().getType() == Moto.class;
    }

    @Override
    public Moto resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return shared(extensionContext);
    }

    /** The run-wide moto, started if need be. */
    public static Moto shared(ExtensionContext context) {
        Moto moto = context.getRoot().getStore(NAMESPACE).computeIfAbsent(KEY, k -> Moto.start(), Moto.class);
        if (!moto.isRunning()) {
            throw new IllegalStateException("the run's moto has stopped: " + moto);
        }
        return moto;
    }
}
