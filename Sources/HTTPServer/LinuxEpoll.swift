import Glibc

// Swift's Glibc module does not include <sys/epoll.h>, <sys/eventfd.h> or accept4, and this
// target may not add a C shim module (Package.swift is the lead's). These declarations bind
// the libc symbols directly; every argument is an integer or a pointer, which the Swift and
// C calling conventions pass identically on x86_64 and arm64 Linux. A `CLinux` system-library
// shim would be the tidier home for them.

@_silgen_name("epoll_create1") func sys_epoll_create1(_ flags: Int32) -> Int32
@_silgen_name("epoll_ctl") func sys_epoll_ctl(_ epfd: Int32, _ op: Int32, _ fd: Int32, _ event: UnsafeMutableRawPointer?) -> Int32
@_silgen_name("epoll_wait") func sys_epoll_wait(_ epfd: Int32, _ events: UnsafeMutableRawPointer, _ maxEvents: Int32, _ timeout: Int32) -> Int32
@_silgen_name("eventfd") func sys_eventfd(_ initial: UInt32, _ flags: Int32) -> Int32
@_silgen_name("accept4") func sys_accept4(_ fd: Int32, _ address: UnsafeMutableRawPointer?, _ length: UnsafeMutablePointer<socklen_t>?, _ flags: Int32) -> Int32

/// Constants from <sys/epoll.h> and <sys/eventfd.h> (the same on every Linux architecture).
enum Epoll {
    static let inbound: UInt32 = 0x001
    static let outbound: UInt32 = 0x004
    static let error: UInt32 = 0x008
    static let hangUp: UInt32 = 0x010
    static let readHangUp: UInt32 = 0x2000
    static let exclusive: UInt32 = 1 << 28
    static let edgeTriggered: UInt32 = 1 << 31
    static let add: Int32 = 1
    static let delete: Int32 = 2
    static let cloexec: Int32 = 0o2000000
    static let eventfdNonblock: Int32 = 0o4000
    static let eventfdCloexec: Int32 = 0o2000000

    /// `struct epoll_event` is packed on x86_64 (12 bytes), naturally aligned elsewhere (16).
    #if arch(x86_64)
    static let eventSize = 12
    static let dataOffset = 4
    #else
    static let eventSize = 16
    static let dataOffset = 8
    #endif

    /// Registers `fd` with its own number as the event's data.
    static func control(_ epfd: Int32, _ op: Int32, _ fd: Int32, events: UInt32) -> Int32 {
        var raw = (UInt64(0), UInt64(0))
        return withUnsafeMutableBytes(of: &raw) { buffer in
            buffer.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
            buffer.storeBytes(of: UInt64(UInt32(bitPattern: fd)), toByteOffset: dataOffset, as: UInt64.self)
            return sys_epoll_ctl(epfd, op, fd, buffer.baseAddress)
        }
    }

    static func remove(_ epfd: Int32, _ fd: Int32) {
        var raw = (UInt64(0), UInt64(0))
        _ = withUnsafeMutableBytes(of: &raw) { sys_epoll_ctl(epfd, delete, fd, $0.baseAddress) }
    }

    /// The events and fd of the `index`th entry filled in by epoll_wait.
    static func event(in buffer: UnsafeMutableRawPointer, at index: Int) -> (events: UInt32, fd: Int32) {
        let base = buffer + index * eventSize
        let events = base.loadUnaligned(as: UInt32.self)
        let data = (base + dataOffset).loadUnaligned(as: UInt64.self)
        return (events, Int32(truncatingIfNeeded: data))
    }
}
