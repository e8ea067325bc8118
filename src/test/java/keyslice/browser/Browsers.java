package keyslice.browser;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The browsers of one test run: a test class borrows one ({@link #borrow}) and gives it back when its tests are done
 * ({@link #giveBack}), and the next class gets the same Chromium, {@link Chromium#reset reset} to what a new one is,
 * instead of waiting for another to start and the last to quit (a second or two each, for every browser test class).
 * One with JavaScript and one without are kept; the run's end quits them.
 */
final class Browsers implements AutoCloseable {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Browsers.class);

    private final List<Chromium> idle = new ArrayList<>();
    private final List<Chromium> all = new ArrayList<>();

    /** The run's browsers, kept in JUnit's root store, which closes them when the whole run ends. */
    static Browsers of(ExtensionContext context) {
        return context.getRoot()
                .getStore(NAMESPACE)
                .computeIfAbsent(Browsers.class, k -> new Browsers(), Browsers.class);
    }

    /**
     * A browser as newly started, window {@code width} x {@code height}: an idle one reset, or a new one when none is
     * idle (or the idle one no longer answers).
     */
    Chromium borrow(boolean javascript, int width, int height) {
        Chromium reused = take(javascript);
        if (reused != null) {
            try {
                reused.reset(width, height);
                return reused;
            } catch (RuntimeException e) {
                // it crashed or hangs: a new one instead
                forget(reused);
            }
        }
        Chromium started = Chromium.launch(javascript, width, height);
        synchronized (this) {
            all.add(started);
        }
        return started;
    }

    /** Takes back a browser a class is done with; one that no longer answers is quit instead. */
    void giveBack(Chromium chromium) {
        try {
            chromium.park();
        } catch (RuntimeException e) {
            forget(chromium);
            return;
        }
        synchronized (this) {
            idle.add(chromium);
        }
    }

    private synchronized Chromium take(boolean javascript) {
        for (int i = 0; i < idle.size(); i++) {
            if (idle.get(i).javascript() == javascript) {
                return idle.remove(i);
            }
        }
        return null;
    }

    private void forget(Chromium chromium) {
        synchronized (this) {
            all.remove(chromium);
        }
        chromium.quit();
    }

    @Override
    public synchronized void close() {
        all.forEach(Chromium::quit);
        all.clear();
        idle.clear();
    }
}
