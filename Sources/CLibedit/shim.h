#ifndef NAVSPEC_CLIBEDIT_SHIM_H
#define NAVSPEC_CLIBEDIT_SHIM_H
// The system's libedit, for LineEditing's LineEditor (the only Swift code that imports this
// module). Swift cannot call C variadic functions such as el_wset or history_w, so each variadic
// call the REPL needs is wrapped here in a small inline helper with fixed arguments, together
// with the few terminal calls that are awkward from Swift (sigaction, ioctl, nl_langinfo).
//
// The wide-character API is used throughout: lines, prompts and history entries are wchar_t
// strings (UTF-32 on Linux), which map one to one onto Swift's Unicode scalars.
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

typedef wchar_t *(*navspec_prompt_function)(EditLine *);
typedef unsigned char (*navspec_editor_function)(EditLine *, int);

// MARK: - Locale

// libedit decodes keyboard input and encodes output with the C library's multibyte functions,
// so the character type locale must be UTF-8 for "Café" or "日本" to survive editing. Takes the
// environment's locale, and C.UTF-8 when that one is not UTF-8 (LANG unset, LANG=C, ...).
// Returns 1 when a UTF-8 locale is in effect.
static inline int navspec_use_utf8_locale(void) {
  setlocale(LC_CTYPE, "");
  if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
  return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

// Columns a string takes on a terminal (2 for each East Asian wide character); -1 when it holds
// a character that cannot be printed.
static inline int navspec_display_width(const wchar_t *text) {
  return wcswidth(text, wcslen(text));
}

// MARK: - el_init

// el_init on the process's standard streams (Swift 6 does not let Swift code read the C
// globals stdin, stdout and stderr: they are shared mutable state).
static inline EditLine *navspec_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

// MARK: - el_wset / el_wget

static inline int navspec_el_set_prompt(EditLine *el, navspec_prompt_function prompt,
                                        wchar_t escape) {
  // Characters between two `escape`s take no room on the screen (colour sequences).
  return el_wset(el, EL_PROMPT_ESC, prompt, escape);
}

static inline int navspec_el_set_editor(EditLine *el, const wchar_t *mode) {
  return el_wset(el, EL_EDITOR, mode);
}

static inline int navspec_el_set_history(EditLine *el, HistoryW *history) {
  return el_wset(el, EL_HIST, history_w, history);
}

static inline int navspec_el_add_function(EditLine *el, const wchar_t *name,
                                          const wchar_t *help,
                                          navspec_editor_function function) {
  return el_wset(el, EL_ADDFN, name, help, function);
}

static inline int navspec_el_bind(EditLine *el, const wchar_t *keys, const wchar_t *command) {
  return el_wset(el, EL_BIND, keys, command, (const wchar_t *)NULL);
}

// With signal handling on, libedit restores the terminal on SIGINT, SIGTSTP, SIGHUP ... and
// redraws after SIGCONT; on SIGWINCH it re-reads the terminal size.
static inline int navspec_el_set_signal(EditLine *el, int on) {
  return el_wset(el, EL_SIGNAL, on);
}

static inline int navspec_el_set_client_data(EditLine *el, void *data) {
  return el_wset(el, EL_CLIENTDATA, data);
}

static inline void *navspec_el_client_data(EditLine *el) {
  void *data = NULL;
  if (el_wget(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

// MARK: - history_w

static inline int navspec_history_set_size(HistoryW *history, int size) {
  HistEventW event;
  return history_w(history, &event, H_SETSIZE, size);
}

// Entering a line equal to the previous one then adds nothing.
static inline int navspec_history_set_unique(HistoryW *history, int unique) {
  HistEventW event;
  return history_w(history, &event, H_SETUNIQUE, unique);
}

static inline int navspec_history_enter(HistoryW *history, const wchar_t *line) {
  HistEventW event;
  return history_w(history, &event, H_ENTER, line);
}

// MARK: - Terminal

// Columns of the terminal on `fd`; 0 when it is not a terminal or does not say.
static inline int navspec_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

static inline void navspec_ignore_signal(int signal_number) { (void)signal_number; }

// Catches SIGINT with a handler that does nothing. Without SA_RESTART, so a read from the
// terminal that Ctrl-C interrupts fails with EINTR: libedit then returns from el_wgets with the
// line abandoned. libedit's own handler re-raises the signal to the handler it found, which must
// not be the default one (that would end the process).
static inline int navspec_catch_interrupt(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = navspec_ignore_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}

#endif
