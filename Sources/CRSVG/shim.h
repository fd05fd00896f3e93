// librsvg draws SVG onto a cairo image surface, which cairo writes and reads as PNG
// (Debian: librsvg2-dev, which brings libcairo2-dev). Pictures come from this maintained
// renderer, with fonts through fontconfig and Pango, not from a rasterizer of our own.
//
// Not through pkg-config: librsvg's .pc file adds -pthread, which SwiftPM refuses with a
// warning on every build, and <librsvg/rsvg.h> needs GLib's and gdk-pixbuf's include
// folders, which only pkg-config gives. So cairo comes from the default include path, and
// the five librsvg and GLib functions layoutd calls are declared here as librsvg 2.54
// (Debian 12) declares them: a GError is a guint32 domain, a gint code and a message;
// gboolean is int; gsize is size_t.
#include <stddef.h>
#include <stdint.h>
#include <cairo/cairo.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct {
    uint32_t domain;
    int code;
    char *message;
} RsvgGError;

typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, RsvgGError **error);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, RsvgGError **error);
void g_object_unref(void *object);
void g_error_free(RsvgGError *error);
