#ifndef NAVSPEC_CLIBEDIT_SHIM_H
#define NAVSPEC_CLIBEDIT_SHIM_H
// The system's libedit, for LineEditing's LineEditor (the only Swift code that imports this
// module). Swift cannot call C variadic functions such as el_wset or history_w, so each variadic
// call the REPL needs is wrapped here in a small inline helper with fixed arguments, together
// with the few terminal calls that are awkward from Swift (sigaction, ioctl, nl_langinfo).
//
// The wide-character API is used throughout: lines, prompts and history entries are wchar_t
// strings (UTF-32 on Linux), which map one to one onto Swift's Unicode scalars.
#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <langinfo.h>
#include <poll.h>
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

// Redraws the prompt and the line now (from inside an editor function that reads keys itself).
static inline int navspec_el_refresh(EditLine *el) {
  return el_wset(el, EL_REFRESH);
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

// MARK: - Ctrl-C

// Ctrl-C must abandon the line wherever it lands: while libedit waits for a key, but also while
// it is busy echoing or redrawing, when no read is in progress for the signal to interrupt. So
// the handler only records it (a flag, and a byte on a pipe to wake a waiting poll), and the
// editor's own read function reports it as an interrupted read the next time libedit asks for
// a key. libedit's signal handling restores the terminal and then calls this handler.
static volatile sig_atomic_t navspec_interrupt_pending = 0;
static int navspec_interrupt_pipe[2] = {-1, -1};

static inline void navspec_on_interrupt(int signal_number) {
  (void)signal_number;
  navspec_interrupt_pending = 1;
  if (navspec_interrupt_pipe[1] >= 0) {
    ssize_t ignored = write(navspec_interrupt_pipe[1], "!", 1);
    (void)ignored;
  }
}

// Installs the handler (without SA_RESTART). Returns 0 on success.
static inline int navspec_catch_interrupt(void) {
  if (navspec_interrupt_pipe[0] < 0 && pipe(navspec_interrupt_pipe) == 0) {
    for (int end = 0; end < 2; end++) {
      fcntl(navspec_interrupt_pipe[end], F_SETFL,
            fcntl(navspec_interrupt_pipe[end], F_GETFL) | O_NONBLOCK);
      fcntl(navspec_interrupt_pipe[end], F_SETFD, FD_CLOEXEC);
    }
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = navspec_on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}

// libedit's read function (EL_GETCFN): one character from standard input, decoded from UTF-8
// with the C library (the locale is UTF-8, see above). Returns 1 with a character, 0 at the end
// of input, and -1 with errno EINTR when Ctrl-C was pressed, which makes el_wgets abandon the
// line.
static inline int navspec_read_char(EditLine *el, wchar_t *character) {
  (void)el;
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (;;) {
    if (navspec_interrupt_pending) {
      navspec_interrupt_pending = 0;
      char drained[16];
      while (read(navspec_interrupt_pipe[0], drained, sizeof drained) > 0) {}
      errno = EINTR;
      return -1;
    }
    struct pollfd sources[2] = {
      {STDIN_FILENO, POLLIN, 0}, {navspec_interrupt_pipe[0], POLLIN, 0}};
    if (poll(sources, navspec_interrupt_pipe[0] >= 0 ? 2 : 1, -1) < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (!(sources[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
    char byte;
    ssize_t count = read(STDIN_FILENO, &byte, 1);
    if (count < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      return -1;
    }
    if (count == 0) return 0;
    wchar_t decoded;
    size_t used = mbrtowc(&decoded, &byte, 1, &state);
    if (used == (size_t)-2) continue;  // more bytes of this character to come
    if (used == (size_t)-1) {
      memset(&state, 0, sizeof state);
      decoded = 0xFFFD;
    }
    *character = decoded;
    return 1;
  }
}

static inline int navspec_el_set_read_function(EditLine *el) {
  return el_wset(el, EL_GETCFN, navspec_read_char);
}

#endif
