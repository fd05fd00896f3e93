import CLinux
import Glibc

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

    /// `struct epoll_event` is packed on x86_64; the C importer keeps that packing.
    static let eventSize = MemoryLayout<epoll_event>.stride

    /// Registers `fd` with its own number as the event's data.
    static func control(_ epfd: Int32, _ op: Int32, _ fd: Int32, events: UInt32) -> Int32 {
        var event = epoll_event()
        event.events = events
        event.data.u64 = UInt64(UInt32(bitPattern: fd))
        return epoll_ctl(epfd, op, fd, &event)
    }

    static func remove(_ epfd: Int32, _ fd: Int32) {
        var event = epoll_event()
        _ = epoll_ctl(epfd, delete, fd, &event)
    }

    /// The events and fd of the `index`th entry filled in by epoll_wait.
    static func event(in buffer: UnsafeMutableRawPointer, at index: Int) -> (events: UInt32, fd: Int32) {
        let event = (buffer + index * eventSize).loadUnaligned(as: epoll_event.self)
        return (event.events, Int32(truncatingIfNeeded: event.data.u64))
    }
}
