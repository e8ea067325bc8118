package keyslice.explain;

/** Text keyslice cannot read as any Query at all: where reading stopped (1-based character) and what it expected. */
public final class Unreadable extends Exception {

    private final int character;

    Unreadable(int character, String message) {
        super(message, null, false, false);
        this.character = character;
    }

    public int character() {
        return character;
    }
}
