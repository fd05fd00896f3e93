import CHarfBuzz
#if canImport(Glibc)
import Glibc
#endif

/// A font file loaded whole: every face in it, and the hash of its table directory for the digest.
struct FontFile: Sendable {
    let path: String
    let faces: [FontFace]
    /// FNV-1a of the file's first `hashedPrefix` bytes (with `size`, what the digest takes).
    let hash: UInt64
    static let hashedPrefix = 4096
    let size: Int

    /// Maps the file (HarfBuzz reads it with mmap where it can), hashes it and makes a face
    /// of each face in it: one for `.ttf` and `.otf`, every one of a `.ttc` collection.
    static func load(_ path: String) throws(FontError) -> FontFile {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path, reason: whyUnreadable(path))
        }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        var hash = FNV1a()
        if let data = hb_blob_get_data(blob, &length) {
            // The file's first 4 KB: the OpenType table directory (a collection's header and
            // first directory), which holds every table's checksum, so any change to a table
            // changes it. Hashing all of Inter's 11 MB touched every page of the mapping,
            // 10 ms of every command that lays text out.
            hash.add(UnsafeRawBufferPointer(start: data, count: min(Int(length), Self.hashedPrefix)))
        }
        let count = hb_face_count(blob)
        guard count > 0 else { throw .notAFont(path) }
        var faces: [FontFace] = []
        for index in 0..<count {
            guard let created = hb_face_create(blob, index),
                  let face = FontFace(face: created, path: path, index: Int(index)) else {
                throw .notAFont(path)
            }
            faces.append(face)
        }
        return FontFile(path: path, faces: faces, hash: hash.value, size: Int(length))
    }

    /// HarfBuzz says only that it failed; opening the file again gets the system's reason.
    private static func whyUnreadable(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return "it opens, but HarfBuzz could not read it"
    }
}
