#ifndef LAYOUTD_CYAML_SHIM_H
#define LAYOUTD_CYAML_SHIM_H
#include <yaml.h>
#endif
