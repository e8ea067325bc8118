package keyslice.bench;

import java.util.concurrent.TimeUnit;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Cost of building one key condition, on the two worked examples (the file tree's begins_with and the
 * audit log's BETWEEN window):
 * <ul>
 *   <li>{@code build*}: {@link ExpressionBuilder#build} of an already-valid {@link KeyQuery}, plus
 *       {@link BuiltQuery#input()} (the Query input the JSON API sends back);</li>
 *   <li>{@code compile*}: the full path from the raw form ({@link QueryCompiler#compile}), i.e. parsing,
 *       validation, segment joining, building and pitfall warnings.</li>
 * </ul>
 * Sized for a small (2-core) machine: one fork, one thread, 5 × 1 s warmup, 5 × 1 s measurement (about
 * 12 s per benchmark). With only 3 s of warmup the JIT, sharing two cores with the benchmark, had often
 * not finished: the first measured iteration came out 10-80 % slower than the rest.
 * Run with {@code scripts/bench} (all of this class) or {@code scripts/bench 'BuildExpressionBenchmark.compile'}.
 * Throughput is {@code 1e9 / score} ops/s, or measure it directly with {@code scripts/bench -bm thrpt -tu s}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class BuildExpressionBenchmark {

    /** The file-tree example: everything under root/photos/ in one drive (segments, "/" delimiter, trailing). */
    static final QueryForm FILE_TREE = withoutSamples(FileTree.UNDER_PHOTOS);

    /** The audit-log example: one actor's events in a one-day BETWEEN window. */
    static final QueryForm AUDIT_WINDOW = withoutSamples(AuditLog.ONE_DAY);

    // Inputs live in non-final state fields so the JIT cannot treat them as constants.
    QueryForm fileTreeForm;
    QueryForm auditWindowForm;
    KeyQuery fileTreeQuery;
    KeyQuery auditWindowQuery;

    @Setup
    public void setup() {
        fileTreeForm = FILE_TREE;
        auditWindowForm = AUDIT_WINDOW;
        fileTreeQuery = validQuery(FILE_TREE, "begins_with(#sk, :sk)");
        auditWindowQuery = validQuery(AUDIT_WINDOW, "#sk BETWEEN :skFrom AND :skTo");
    }

    /** The figures measure building the expression, not the slice view of sample keys. */
    private static QueryForm withoutSamples(QueryForm example) {
        return example.toBuilder().samples("").build();
    }

    /** The valid query a form compiles to; fails the run rather than benchmark the error path. */
    private static KeyQuery validQuery(QueryForm form, String expectedSortPart) {
        Compilation compilation = QueryCompiler.compile(form);
        if (!(compilation instanceof Compilation.Valid valid)) {
            throw new IllegalStateException("benchmark input does not compile: " + compilation);
        }
        String expression = valid.built().keyConditionExpression();
        if (!expression.contains(expectedSortPart)) {
            throw new IllegalStateException("unexpected expression for benchmark input: " + expression);
        }
        return valid.built().query();
    }

    @Benchmark
    public void buildFileTreeBeginsWith(Blackhole bh) {
        BuiltQuery built = ExpressionBuilder.build(fileTreeQuery);
        QueryInput input = built.input();
        bh.consume(built);
        bh.consume(input);
    }

    @Benchmark
    public void buildAuditBetween(Blackhole bh) {
        BuiltQuery built = ExpressionBuilder.build(auditWindowQuery);
        QueryInput input = built.input();
        bh.consume(built);
        bh.consume(input);
    }

    @Benchmark
    public void compileFileTreeSegments(Blackhole bh) {
        bh.consume(QueryCompiler.compile(fileTreeForm));
    }

    @Benchmark
    public void compileAuditBetween(Blackhole bh) {
        bh.consume(QueryCompiler.compile(auditWindowForm));
    }
}
