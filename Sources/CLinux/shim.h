#ifndef LAYOUTD_CLINUX_SHIM_H
#define LAYOUTD_CLINUX_SHIM_H
// What Swift's Glibc module leaves out: epoll, eventfd, accept4 and pthread_setname_np.
#include <sys/epoll.h>
#include <sys/eventfd.h>

// accept4 is a GNU extension that <sys/socket.h> declares only under _GNU_SOURCE, which would
// change socket types away from the Glibc module's; declare the one function instead.
extern int accept4(int fd, void *address, unsigned int *length, int flags);

// pthread_setname_np is another (names solver threads); pthread_t is unsigned long on glibc.
extern int pthread_setname_np(unsigned long thread, const char *name);
#endif
