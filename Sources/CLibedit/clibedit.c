#include "CLibedit.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - Loading

typedef struct {
  EditLine *(*init)(const char *, FILE *, FILE *, FILE *);
  void (*end)(EditLine *);
  int (*source)(EditLine *, const char *);
  const wchar_t *(*wgets)(EditLine *, int *);
  int (*wgetc)(EditLine *, wchar_t *);
  void (*wpush)(EditLine *, const wchar_t *);
  const LineInfoW *(*wline)(EditLine *);
  int (*winsertstr)(EditLine *, const wchar_t *);
  void (*deletestr)(EditLine *, int);
  int (*cursor)(EditLine *, int);
  int (*wset)(EditLine *, int, ...);
  int (*wget)(EditLine *, int, ...);
  HistoryW *(*history_winit)(void);
  void (*history_wend)(HistoryW *);
  int (*history_w)(HistoryW *, HistEventW *, int, ...);
} navspec_libedit_functions;

static navspec_libedit_functions navspec_libedit;
static int navspec_libedit_loaded;
static pthread_once_t navspec_libedit_once = PTHREAD_ONCE_INIT;

static void navspec_libedit_load(void) {
  void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  navspec_libedit_functions *t = &navspec_libedit;
#define NAVSPEC_EL_FIND(field, name) \
  if ((*(void **)&t->field = dlsym(library, name)) == NULL) return;
  NAVSPEC_EL_FIND(init, "el_init")
  NAVSPEC_EL_FIND(end, "el_end")
  NAVSPEC_EL_FIND(source, "el_source")
  NAVSPEC_EL_FIND(wgets, "el_wgets")
  NAVSPEC_EL_FIND(wgetc, "el_wgetc")
  NAVSPEC_EL_FIND(wpush, "el_wpush")
  NAVSPEC_EL_FIND(wline, "el_wline")
  NAVSPEC_EL_FIND(winsertstr, "el_winsertstr")
  NAVSPEC_EL_FIND(deletestr, "el_deletestr")
  NAVSPEC_EL_FIND(cursor, "el_cursor")
  NAVSPEC_EL_FIND(wset, "el_wset")
  NAVSPEC_EL_FIND(wget, "el_wget")
  NAVSPEC_EL_FIND(history_winit, "history_winit")
  NAVSPEC_EL_FIND(history_wend, "history_wend")
  NAVSPEC_EL_FIND(history_w, "history_w")
#undef NAVSPEC_EL_FIND
  navspec_libedit_loaded = 1;
}

int navspec_libedit_available(void) {
  pthread_once(&navspec_libedit_once, navspec_libedit_load);
  return navspec_libedit_loaded;
}

// MARK: - Locale

int navspec_use_utf8_locale(void) {
  setlocale(LC_CTYPE, "");
  if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
  return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

// MARK: - EditLine

EditLine *navspec_el_init(const char *program) {
  return navspec_libedit.init(program, stdin, stdout, stderr);
}
void navspec_el_end(EditLine *el) { navspec_libedit.end(el); }
int navspec_el_source(EditLine *el) { return navspec_libedit.source(el, NULL); }
const wchar_t *navspec_el_wgets(EditLine *el, int *count) {
  return navspec_libedit.wgets(el, count);
}
int navspec_el_wgetc(EditLine *el, wchar_t *character) {
  return navspec_libedit.wgetc(el, character);
}
void navspec_el_wpush(EditLine *el, const wchar_t *text) { navspec_libedit.wpush(el, text); }
const LineInfoW *navspec_el_wline(EditLine *el) { return navspec_libedit.wline(el); }
int navspec_el_winsertstr(EditLine *el, const wchar_t *text) {
  return navspec_libedit.winsertstr(el, text);
}
void navspec_el_deletestr(EditLine *el, int count) { navspec_libedit.deletestr(el, count); }
int navspec_el_cursor(EditLine *el, int offset) { return navspec_libedit.cursor(el, offset); }

// MARK: - el_wset / el_wget

int navspec_el_set_prompt(EditLine *el, navspec_prompt_function prompt, wchar_t escape) {
  // Characters between two `escape`s take no room on the screen (colour sequences).
  return navspec_libedit.wset(el, EL_PROMPT_ESC, prompt, escape);
}

int navspec_el_set_editor(EditLine *el, const wchar_t *mode) {
  return navspec_libedit.wset(el, EL_EDITOR, mode);
}

int navspec_el_set_history(EditLine *el, HistoryW *history) {
  return navspec_libedit.wset(el, EL_HIST, navspec_libedit.history_w, history);
}

int navspec_el_add_function(EditLine *el, const wchar_t *name, const wchar_t *help,
                            navspec_editor_function function) {
  return navspec_libedit.wset(el, EL_ADDFN, name, help, function);
}

int navspec_el_refresh(EditLine *el) { return navspec_libedit.wset(el, EL_REFRESH); }

int navspec_el_bind(EditLine *el, const wchar_t *keys, const wchar_t *command) {
  return navspec_libedit.wset(el, EL_BIND, keys, command, (const wchar_t *)NULL);
}

int navspec_el_set_signal(EditLine *el, int on) {
  return navspec_libedit.wset(el, EL_SIGNAL, on);
}

int navspec_el_set_client_data(EditLine *el, void *data) {
  return navspec_libedit.wset(el, EL_CLIENTDATA, data);
}

void *navspec_el_client_data(EditLine *el) {
  void *data = NULL;
  if (navspec_libedit.wget(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

// MARK: - History

HistoryW *navspec_history_winit(void) { return navspec_libedit.history_winit(); }
void navspec_history_wend(HistoryW *history) { navspec_libedit.history_wend(history); }

int navspec_history_set_size(HistoryW *history, int size) {
  HistEventW event;
  return navspec_libedit.history_w(history, &event, H_SETSIZE, size);
}

int navspec_history_set_unique(HistoryW *history, int unique) {
  HistEventW event;
  return navspec_libedit.history_w(history, &event, H_SETUNIQUE, unique);
}

int navspec_history_enter(HistoryW *history, const wchar_t *line) {
  HistEventW event;
  return navspec_libedit.history_w(history, &event, H_ENTER, line);
}

// MARK: - Terminal

int navspec_terminal_columns(int fd) {
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

static void navspec_on_interrupt(int signal_number) {
  (void)signal_number;
  navspec_interrupt_pending = 1;
  if (navspec_interrupt_pipe[1] >= 0) {
    ssize_t ignored = write(navspec_interrupt_pipe[1], "!", 1);
    (void)ignored;
  }
}

int navspec_catch_interrupt(void) {
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
static int navspec_read_char(EditLine *el, wchar_t *character) {
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

int navspec_el_set_read_function(EditLine *el) {
  return navspec_libedit.wset(el, EL_GETCFN, navspec_read_char);
}
