#ifndef LAYOUTD_CZLIB_SHIM_H
#define LAYOUTD_CZLIB_SHIM_H
#include <zlib.h>
#endif
