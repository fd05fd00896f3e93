#ifndef LAYOUTD_CHIREDIS_SHIM_H
#define LAYOUTD_CHIREDIS_SHIM_H
#include <hiredis/hiredis.h>
#endif
