/// Interactive line editing on a terminal, backed by the system's libedit. Every C call of the
/// project lives in this type (filled in by the REPL issue).
public final class LineEditor {}
