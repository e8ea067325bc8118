package keyslice.testing;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The test engines a suite can run against, each the run's shared one. A suite that holds for both is a
 * {@code @ParameterizedClass} over this enum, registers {@link Engines} and takes its engine in a
 * {@code @BeforeParameterizedClassInvocation} method:
 *
 * <pre>{@code
 * @ParameterizedClass(name = "on {0}")
 * @EnumSource(EngineKind.class)
 * @ExtendWith(EngineKind.Engines.class)
 * class SomeDifferentialTest {
 *     @BeforeParameterizedClassInvocation
 *     static void load(EngineKind kind, EngineKind.Engines engines) { TestEngine engine = engines.of(kind); ... }
 * }
 * }</pre>
 */
public enum EngineKind {
    DYNALITE,
    MOTO;

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Resolves a parameter of its own type: the run's engines, each started on first use. */
    public static final class Engines implements ParameterResolver {

        private ExtensionContext context;

        @Override
        public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
            return parameterContext.getParameter().getType() == Engines.class;
        }

        @Override
        public Engines resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
            Engines engines = new Engines();
            engines.context = extensionContext;
            return engines;
        }

        /** The run's engine of that kind; moto missing is a skip, or a failure under {@code CI=true}. */
        public TestEngine of(EngineKind kind) {
            return switch (kind) {
                case DYNALITE -> DynaliteExtension.shared(context);
                case MOTO -> MotoExtension.shared(context);
            };
        }
    }
}
