#ifndef NAVSPEC_CLIBEDIT_SHIM_H
#define NAVSPEC_CLIBEDIT_SHIM_H
// The system's libedit. Swift cannot call C variadic functions such as el_set directly,
// so the REPL (a later issue) wraps each variadic call it needs in a small inline helper here.
#include <stdio.h>
#include <histedit.h>
#endif
