#ifndef LAYOUTD_CLINUX_SHIM_H
#define LAYOUTD_CLINUX_SHIM_H
// What Swift's Glibc module leaves out: epoll, eventfd and accept4.
#include <sys/epoll.h>
#include <sys/eventfd.h>

// accept4 is a GNU extension that <sys/socket.h> declares only under _GNU_SOURCE, which would
// change socket types away from the Glibc module's; declare the one function instead.
extern int accept4(int fd, void *address, unsigned int *length, int flags);
#endif
