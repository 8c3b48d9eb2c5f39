// GNU readline for Sherpa's LineEditing. Swift 6 cannot assign C globals, so the settings
// LineEditing needs are made here in small inline functions; signals are caught here too,
// because a handler must only set a flag.
#ifndef SHERPA_READLINE_SHIM_H
#define SHERPA_READLINE_SHIM_H

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

// Exported by libreadline but not declared: whether keys it has read ahead are waiting.
extern int _rl_pushed_input_available(void);

static volatile sig_atomic_t sherpa_interrupted = 0;
static volatile sig_atomic_t sherpa_resized = 0;

static void sherpa_on_signal(int signal) {
  if (signal == SIGINT) sherpa_interrupted = 1;
  if (signal == SIGWINCH) sherpa_resized = 1;
}

/// A backslash before a character quotes it, so "drink\ water" is one word to complete.
static int sherpa_is_quoted(char *text, int index) {
  int backslashes = 0;
  while (index - backslashes > 0 && text[index - backslashes - 1] == '\\') backslashes++;
  return backslashes % 2 == 1;
}

/// Readline's own signal handlers off (the callback loop handles SIGINT and SIGWINCH),
/// words split at blanks only, and quotes understood when completing.
static inline void sherpa_setup(rl_completion_func_t *completer) {
  rl_readline_name = "sherpa";
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
  rl_completer_word_break_characters = " \t\n";
  rl_completer_quote_characters = "\"'";
  rl_char_is_quoted_p = sherpa_is_quoted;
  rl_attempted_completion_function = completer;
  rl_completion_display_matches_hook = NULL;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = sherpa_on_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGWINCH, &action, NULL);
  // A parent may have blocked them (the mask is inherited): the session needs both.
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGINT);
  sigaddset(&wanted, SIGWINCH);
  sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

/// Puts back the default SIGINT action, for when the session ends.
static inline void sherpa_restore_signals(void) {
  signal(SIGINT, SIG_DFL);
  signal(SIGWINCH, SIG_DFL);
}

static inline int sherpa_take_interrupt(void) {
  int was = sherpa_interrupted;
  sherpa_interrupted = 0;
  return was;
}

static inline int sherpa_take_resize(void) {
  int was = sherpa_resized;
  sherpa_resized = 0;
  return was;
}

/// Waits until standard input has a byte to read (1), a signal arrived (0) or input ended (-1).
/// Keys readline has already taken from the terminal (typed ahead while an escape sequence
/// was being read) count as input: poll would never see them again.
static inline int sherpa_wait_for_input(void) {
  if (rl_pending_input || _rl_pushed_input_available()) return 1;
  struct pollfd descriptor = {.fd = fileno(rl_instream ? rl_instream : stdin), .events = POLLIN};
  int n = poll(&descriptor, 1, -1);
  if (n < 0) return errno == EINTR ? 0 : -1;
  return 1;
}

/// Ctrl-C: show ^C, drop what was typed and start a fresh line with the prompt.
static inline void sherpa_cancel_line(void) {
  rl_free_line_state();
  rl_callback_sigcleanup();
  rl_replace_line("", 0);
  rl_point = 0;
  rl_end = 0;
  rl_mark = 0;
  fputs("^C", rl_outstream ? rl_outstream : stdout);
  rl_crlf();
  rl_on_new_line();
  rl_redisplay();
}

/// A line is finished: stop readline from starting the next one (it would draw a prompt
/// before the command's output), unless keys typed ahead are waiting for it.
static inline void sherpa_line_finished(void) {
  if (!rl_pending_input && !_rl_pushed_input_available()) rl_callback_handler_remove();
}

/// The completer has answered: no file names as a fallback.
static inline void sherpa_completion_over(void) { rl_attempted_completion_over = 1; }

/// The quote the word being completed opened, or 0.
static inline int sherpa_completion_quote(void) { return rl_completion_quote_character; }

/// The line typed so far, up to `end`.
static inline const char *sherpa_line(void) { return rl_line_buffer; }

/// Keeps the history at most `count` entries long.
static inline void sherpa_cap_history(int count) { stifle_history(count); }

#endif
