#ifndef NAVSPEC_CLIBEDIT_H
#define NAVSPEC_CLIBEDIT_H
// The system's libedit (apt: libedit-dev for this header, libedit2 at run time), for
// LineEditing's LineEditor: the only Swift code that imports this module.
//
// Loaded on first use with dlopen rather than linked: linking it makes every start of
// `navspec` load libedit and, with it, libtinfo, libbsd and libmd (about 0.3 ms), while only the
// REPL on a terminal edits lines (docs/cli.md#cold-start). histedit.h gives the types and
// constants; each navspec_el_ and navspec_history_ function calls libedit (clibedit.c).
//
// Swift cannot call C variadic functions such as el_wset or history_w, so each variadic call the
// REPL needs is a function here with fixed arguments, together with the few terminal calls that
// are awkward from Swift (sigaction, ioctl, nl_langinfo).
//
// The wide-character API is used throughout: lines, prompts and history entries are wchar_t
// strings (UTF-32 on Linux), which map one to one onto Swift's Unicode scalars.
#include <histedit.h>
#include <wchar.h>

typedef wchar_t *(*navspec_prompt_function)(EditLine *);
typedef unsigned char (*navspec_editor_function)(EditLine *, int);

/// Loads libedit once (thread-safe); 0 when the library or one of its functions is missing,
/// and then no other navspec_el_ or navspec_history_ function may be called.
int navspec_libedit_available(void);

// MARK: - Locale

// libedit decodes keyboard input and encodes output with the C library's multibyte functions,
// so the character type locale must be UTF-8 for "Café" or "日本" to survive editing. Takes the
// environment's locale, and C.UTF-8 when that one is not UTF-8 (LANG unset, LANG=C, ...).
// Returns 1 when a UTF-8 locale is in effect.
int navspec_use_utf8_locale(void);

// MARK: - EditLine

// el_init on the process's standard streams (Swift 6 does not let Swift code read the C
// globals stdin, stdout and stderr: they are shared mutable state).
EditLine *navspec_el_init(const char *program);
void navspec_el_end(EditLine *el);
// Reads the user's settings ($EDITRC or ~/.editrc).
int navspec_el_source(EditLine *el);
const wchar_t *navspec_el_wgets(EditLine *el, int *count);
int navspec_el_wgetc(EditLine *el, wchar_t *character);
void navspec_el_wpush(EditLine *el, const wchar_t *text);
const LineInfoW *navspec_el_wline(EditLine *el);
int navspec_el_winsertstr(EditLine *el, const wchar_t *text);
void navspec_el_deletestr(EditLine *el, int count);
int navspec_el_cursor(EditLine *el, int offset);

// MARK: - el_wset / el_wget

int navspec_el_set_prompt(EditLine *el, navspec_prompt_function prompt, wchar_t escape);
int navspec_el_set_editor(EditLine *el, const wchar_t *mode);
int navspec_el_set_history(EditLine *el, HistoryW *history);
int navspec_el_add_function(EditLine *el, const wchar_t *name, const wchar_t *help,
                            navspec_editor_function function);
// Redraws the prompt and the line now (from inside an editor function that reads keys itself).
int navspec_el_refresh(EditLine *el);
int navspec_el_bind(EditLine *el, const wchar_t *keys, const wchar_t *command);
// With signal handling on, libedit restores the terminal on SIGINT, SIGTSTP, SIGHUP ... and
// redraws after SIGCONT; on SIGWINCH it re-reads the terminal size.
int navspec_el_set_signal(EditLine *el, int on);
int navspec_el_set_client_data(EditLine *el, void *data);
void *navspec_el_client_data(EditLine *el);
// Makes libedit read keys with navspec_read_char (see clibedit.c): Ctrl-C abandons the line.
int navspec_el_set_read_function(EditLine *el);

// MARK: - History

HistoryW *navspec_history_winit(void);
void navspec_history_wend(HistoryW *history);
int navspec_history_set_size(HistoryW *history, int size);
// Entering a line equal to the previous one then adds nothing.
int navspec_history_set_unique(HistoryW *history, int unique);
int navspec_history_enter(HistoryW *history, const wchar_t *line);

// MARK: - Terminal

// Columns of the terminal on `fd`; 0 when it is not a terminal or does not say.
int navspec_terminal_columns(int fd);
// Installs the Ctrl-C handler (without SA_RESTART). Returns 0 on success.
int navspec_catch_interrupt(void);

#endif
