/* Loads libcairo, and FreeType for fonts, when pixels are first asked for
   (include/LazyCairo.h says why). */
#include "LazyCairo.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static luaui_cairo_functions functions;
static int loaded;
static void *cairoLibrary;
static char failure[512];

static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot != NULL) return 1;
    snprintf(failure, sizeof failure, "libcairo has no function %s", name);
    return 0;
}

const luaui_cairo_functions *luaui_cairo(const char **error) {
    if (loaded) return &functions;
    if (cairoLibrary == NULL) {
        cairoLibrary = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
        if (cairoLibrary == NULL) {
            snprintf(failure, sizeof failure, "cannot load libcairo (scripts/setup installs it): %s", dlerror());
            *error = failure;
            return NULL;
        }
    }
#define LUAUI_CAIRO_RESOLVE(name) \
    if (!resolve(cairoLibrary, "cairo_" #name, (void **)&functions.name)) { *error = failure; return NULL; }
    LUAUI_CAIRO_FUNCTIONS(LUAUI_CAIRO_RESOLVE)
#undef LUAUI_CAIRO_RESOLVE
    loaded = 1;
    return &functions;
}

/* FreeType's few entry points, declared here rather than through its headers,
   whose folder is not on the default include path. */
typedef struct FreeTypeLibrary *FreeTypeLibraryHandle;
typedef struct FreeTypeFace *FreeTypeFaceHandle;
typedef int (*InitFreeType)(FreeTypeLibraryHandle *library);
typedef int (*NewFace)(FreeTypeLibraryHandle library, const char *path, long index, FreeTypeFaceHandle *face);
typedef cairo_font_face_t *(*CairoFaceForFreeTypeFace)(FreeTypeFaceHandle face, int loadFlags);

/* FT_LOAD_NO_HINTING: outlines as designed, the same at every size on every machine. */
#define LOAD_NO_HINTING 0x2

enum { maximumFaces = 32 };
static struct { char *path; cairo_font_face_t *face; } faces[maximumFaces];
static int faceCount;

cairo_font_face_t *luaui_cairo_font_face(const char *path, const char **error) {
    for (int i = 0; i < faceCount; i++) {
        if (strcmp(faces[i].path, path) == 0) return faces[i].face;
    }
    if (luaui_cairo(error) == NULL) return NULL;
    static FreeTypeLibraryHandle freeType;
    static NewFace newFace;
    if (freeType == NULL) {
        void *library = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
        InitFreeType initialize = library ? (InitFreeType)dlsym(library, "FT_Init_FreeType") : NULL;
        newFace = library ? (NewFace)dlsym(library, "FT_New_Face") : NULL;
        if (initialize == NULL || newFace == NULL || initialize(&freeType) != 0) {
            freeType = NULL;
            *error = "cannot load FreeType (libfreetype6), which drawing text needs";
            return NULL;
        }
    }
    CairoFaceForFreeTypeFace faceForFace = (CairoFaceForFreeTypeFace)dlsym(cairoLibrary, "cairo_ft_font_face_create_for_ft_face");
    FreeTypeFaceHandle freeTypeFace;
    if (faceForFace == NULL || faceCount == maximumFaces) {
        *error = "libcairo cannot make a font face from a font file";
        return NULL;
    }
    if (newFace(freeType, path, 0, &freeTypeFace) != 0) {
        snprintf(failure, sizeof failure, "cannot read the font %s", path);
        *error = failure;
        return NULL;
    }
    cairo_font_face_t *face = faceForFace(freeTypeFace, LOAD_NO_HINTING);
    faces[faceCount].path = strdup(path);
    faces[faceCount].face = face;
    faceCount++;
    return face;
}
