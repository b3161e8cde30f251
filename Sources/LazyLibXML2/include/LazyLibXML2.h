/* The target's stubs (trampolines.S, resolve.c) take the names of libxml2's
 * functions, which FoundationXML calls, so that a statically linked luaui
 * loads libxml2 only when it first reads XML. Declared here: the one variable
 * it stands in for, which frees what libxml2 allocated. */
#if defined(__x86_64__) && defined(__linux__)
extern void (*xmlFree)(void *);
#endif
