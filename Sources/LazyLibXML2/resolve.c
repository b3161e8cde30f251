/* libxml2 loaded on first use. Debian's libxml2 brings ICU, liblzma and zlib
 * with it, and loading them costs a luaui process more than the whole of a
 * `lua5.4 -e ''` process; only nibs need them. trampolines.S stands in for
 * libxml2's functions; this file loads the library when one is first called,
 * and stands in for its one variable, xmlFree. */
#if defined(__x86_64__) && defined(__linux__)

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#define HIDDEN __attribute__((visibility("hidden")))

static void *library(void) {
    static void *handle;
    if (handle == NULL) {
        handle = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            /* The library is part of the installation (scripts/setup): without
             * it the unstubbed build would not have started at all. */
            fprintf(stderr, "luaui: cannot load libxml2, which reading a nib needs: %s\n", dlerror());
            exit(1);
        }
    }
    return handle;
}

/* The address of libxml2's symbol `name`, stored in `slot` for the next call. */
HIDDEN void *luaui_libxml2_resolve(const char *name, void **slot) {
    void *address = dlsym(library(), name);
    if (address == NULL) {
        fprintf(stderr, "luaui: libxml2 has no function %s\n", name);
        exit(1);
    }
    *slot = address;
    return address;
}

typedef void (*FreeFunction)(void *);

#include "LazyLibXML2.h"

/* What xmlFree holds until libxml2 is loaded: a free that loads it and
 * forwards to the function libxml2's own xmlFree holds. */
static void freeThroughLibrary(void *pointer);

HIDDEN FreeFunction xmlFree = freeThroughLibrary;

static void freeThroughLibrary(void *pointer) {
    FreeFunction *own = dlsym(library(), "xmlFree");
    if (own == NULL || *own == NULL) {
        fprintf(stderr, "luaui: libxml2 has no xmlFree\n");
        exit(1);
    }
    xmlFree = *own;
    xmlFree(pointer);
}

#endif
