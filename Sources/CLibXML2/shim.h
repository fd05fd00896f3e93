#ifndef LAYOUTD_CLIBXML2_SHIM_H
#define LAYOUTD_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding header then includes the system's
   ICU headers, whose UErrorCode clashes with Foundation's own copy of ICU in every Swift
   module that sees both ("'UErrorCode' has different definitions in different modules";
   debug builds see it through @testable imports). The reader never uses libxml2's ICU
   converters and reaches its encoding handlers only through pointers, so the headers are
   read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
